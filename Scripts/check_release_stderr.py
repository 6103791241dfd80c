#!/usr/bin/env python3
"""Runs successful commands of a release-built repo-browser and fails on any byte written to standard error.

Usage: python3 Scripts/check_release_stderr.py PATH/TO/repo-browser

The binary is the one the README's install section builds (`swift build -c release --product repo-browser`): the
debug build the tests use cannot show what only the release build prints (a dynamic loader's warning, say). Each
command runs against the loopback fake of GitHub's API (Tests/Support/fake_github_api.py) or the offline snapshot,
with a private HOME, cache and data folder; the interactive browser is started in a pseudo-terminal, shown its
first frame and quit with `q`. Standard error is always a pipe of its own, read whole. Every command must exit 0
and write nothing there. Exits 1, naming each command and what it wrote, when one does not.
"""

import fcntl
import os
import pty
import struct
import termios
import select
import subprocess
import sys
import tempfile
import time

DEADLINE = 30  # seconds any one command may take


def start_fake_api(root):
    server = subprocess.Popen(
        [sys.executable, os.path.join(root, "Tests", "Support", "fake_github_api.py"), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    ready, _, _ = select.select([server.stdout], [], [], DEADLINE)
    if not ready:
        server.kill()
        sys.exit("check-release-stderr: the fake GitHub API did not start")
    port = server.stdout.readline().strip()
    return server, f"http://127.0.0.1:{port}"


def run_piped(binary, arguments, environment):
    """Runs one command with standard input from /dev/null and both outputs piped."""
    try:
        done = subprocess.run(
            [binary] + arguments, stdin=subprocess.DEVNULL, capture_output=True, env=environment, timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        return None, b"", b"(no answer within %d s)" % DEADLINE
    return done.returncode, done.stdout, done.stderr


def run_interactive(binary, arguments, environment):
    """Starts the browser on a pseudo-terminal (standard error on a pipe), waits for its first frame, types q."""
    primary, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    os.set_blocking(primary, False)
    process = subprocess.Popen(
        [binary] + arguments, stdin=secondary, stdout=secondary, stderr=subprocess.PIPE, env=environment,
        start_new_session=True)
    os.close(secondary)
    screen = b""
    deadline = time.monotonic() + DEADLINE
    first_output = last_output = None
    quit_sent = False
    while process.poll() is None and time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.1)
        if ready:
            try:
                screen += os.read(primary, 65536)
                last_output = time.monotonic()
                first_output = first_output or last_output
            except OSError:
                break
        # Quit once the screen has been drawn and has stayed still for a second (the first page has arrived), or
        # after ten seconds of a spinner on a busy machine.
        now = time.monotonic()
        if not quit_sent and first_output is not None and (now - last_output > 1 or now - first_output > 10):
            os.write(primary, b"q")
            quit_sent = True
    try:
        process.wait(timeout=max(0.1, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        os.close(primary)
        return None, screen, process.stderr.read() + b"(still running after %d s)" % DEADLINE
    os.close(primary)
    return process.returncode, screen, process.stderr.read()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        sys.exit(f"check-release-stderr: {binary} is not an executable (build it first)")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    server, api_url = start_fake_api(root)
    failures = []
    try:
        with tempfile.TemporaryDirectory(prefix="release-stderr-") as home:
            environment = {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "TERM": "xterm-256color",
                "XDG_CACHE_HOME": os.path.join(home, "cache"), "XDG_DATA_HOME": os.path.join(home, "data"),
                "XDG_CONFIG_HOME": os.path.join(home, "config"), "GH_TOKEN": "fake-token-release-check",
                "GH_BROWSER": "true", "LANG": "C.UTF-8",
            }
            live = ["--api-url", api_url]
            commands = [
                live + ["search", "swift", "--limit", "5"],
                live + ["search", "swift", "--json", "fullName,stargazersCount,description"],
                live + ["show", "sample-org/demo"],
                live + ["show", "sample-org/demo", "--json", "name,owner,description"],
                live + ["issues", "sample-org/tracker", "--limit", "40"],
                live + ["issues", "sample-org/tracker", "--state", "all", "--json", "number,state,closedAt,labels"],
                live + ["prs", "sample-org/tracker", "--limit", "40"],
                live + ["prs", "sample-org/tracker", "--state", "all", "--json", "number,state,mergedAt,isDraft"],
                live + ["issue", "view", "1", "-R", "sample-org/conversations"],
                live + ["issue", "view", "5", "-R", "sample-org/conversations", "--comments"],
                live + ["pr", "view", "3", "-R", "sample-org/conversations", "--comments"],
                live + ["pr", "view", "9", "-R", "sample-org/conversations", "--json", "isDraft,labels,reviews,author"],
                live + ["starred", "--limit", "5"],
                live + ["repos", "sample-org", "--sort", "pushed", "--limit", "40"],
                live + ["repos", "sample-org", "--json", "full_name,pushed_at"],
                ["--offline", "repos", "apple"],
                live + ["star", "sample-org/demo"],
                live + ["unstar", "sample-org/demo"],
                live + ["account"],
                ["history"],
                ["history", "clear"],
                ["--offline", "search", "reactive", "--limit", "3"],
                ["--offline", "show", "ReactiveX/RxSwift"],
                ["help"], ["help", "issues"], ["--help"], ["--version"], ["version"],
                ["completion", "bash"], ["completion", "zsh"], ["completion", "fish"], ["manual"],
            ]
            for arguments in commands:
                status, _, errors = run_piped(binary, arguments, environment)
                if status != 0 or errors:
                    failures.append((arguments, status, errors))
            for arguments in (["--offline"], live):
                status, _, errors = run_interactive(binary, arguments, environment)
                if status != 0 or errors:
                    failures.append((["(interactive)"] + arguments, status, errors))
            ran = len(commands) + 2
    finally:
        server.terminate()
        server.wait()
    for arguments, status, errors in failures:
        print(f"repo-browser {' '.join(arguments)}: exit {status}", file=sys.stderr)
        for line in errors.decode("utf-8", "replace").splitlines() or [""]:
            print(f"  stderr: {line}", file=sys.stderr)
    print(f"release stderr: {len(failures)} of {ran} commands wrote to stderr or failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
