#!/usr/bin/env python3
"""Writes the recorded list answers of this folder and, beside each, the JSON gh prints for the same items.

Each `NAME.json` is a REST list answer (`GET /repos/OWNER/NAME/issues?state=all` or `/pulls?state=all`) shaped as
GitHub sends it: every member of GitHub's documented schema, nulls included, for real public repositories (cli/cli,
swiftlang/swift) and an older Enterprise server whose pull requests carry no `labels`, `draft` or node IDs. Each
`NAME.gh.json` is what `gh issue list --json` / `gh pr list --json` prints for those items with every name this
program shares with gh, derived by gh's rules: `author` {id, is_bot, login, name} for a person and
{is_bot: true, login: "app/LOGIN"} for any other account (a null author is Go's zero value,
{is_bot: true, login: "app/"}); `labels` [{id, name, description, color}]; `state` in capitals, `MERGED` once merged;
a GraphQL null read into a Go string is "". For the older server, what its REST objects do not carry (labels, draft,
the author's node ID) holds gh's type with nothing in it: `[]`, `false`, `""`, as gh prints for a value its server
did not give.

Run it from anywhere: python3 make_github_cli_lists.py
"""
import json, os, copy
OUT = os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)
API = "https://api.github.com"

def user(login, uid, node, typ="User", name=None):
    return {"login": login, "id": uid, "node_id": node,
            "avatar_url": f"https://avatars.githubusercontent.com/u/{uid}?v=4", "gravatar_id": "",
            "url": f"{API}/users/{login}", "html_url": f"https://github.com/{login}",
            "followers_url": f"{API}/users/{login}/followers",
            "following_url": f"{API}/users/{login}/following{{/other_user}}",
            "gists_url": f"{API}/users/{login}/gists{{/gist_id}}",
            "starred_url": f"{API}/users/{login}/starred{{/owner}}{{/repo}}",
            "subscriptions_url": f"{API}/users/{login}/subscriptions",
            "organizations_url": f"{API}/users/{login}/orgs", "repos_url": f"{API}/users/{login}/repos",
            "events_url": f"{API}/users/{login}/events{{/privacy}}",
            "received_events_url": f"{API}/users/{login}/received_events",
            "type": typ, "user_view_type": "public", "site_admin": False}

NAMES = {}
def person(login, uid, node, name):
    NAMES[login] = name
    return user(login, uid, node, "User")

def label(repo, lid, node, name, color, desc, default=False):
    return {"id": lid, "node_id": node, "url": f"{API}/repos/{repo}/labels/{name.replace(' ', '%20')}",
            "name": name, "color": color, "default": default, "description": desc}

def issue(repo, number, iid, node, title, u, labels, state, comments, created, updated, closed, body,
          state_reason=None, pr=None):
    base = f"{API}/repos/{repo}/issues/{number}"
    o = {"url": base, "repository_url": f"{API}/repos/{repo}", "labels_url": base + "/labels{/name}",
         "comments_url": base + "/comments", "events_url": base + "/events",
         "html_url": f"https://github.com/{repo}/{'pull' if pr else 'issues'}/{number}", "id": iid, "node_id": node,
         "number": number, "title": title, "user": u, "labels": labels, "state": state, "locked": False,
         "assignee": None, "assignees": [], "milestone": None, "comments": comments, "created_at": created,
         "updated_at": updated, "closed_at": closed, "author_association": "MEMBER", "type": None,
         "active_lock_reason": None,
         "sub_issues_summary": {"total": 0, "completed": 0, "percent_completed": 0}}
    if pr:
        o["draft"] = False
        o["pull_request"] = {"url": f"{API}/repos/{repo}/pulls/{number}",
                             "html_url": f"https://github.com/{repo}/pull/{number}",
                             "diff_url": f"https://github.com/{repo}/pull/{number}.diff",
                             "patch_url": f"https://github.com/{repo}/pull/{number}.patch", "merged_at": None}
    o.update({"body": body, "closed_by": None,
              "reactions": {"url": base + "/reactions", "total_count": 0, "+1": 0, "-1": 0, "laugh": 0,
                            "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
              "timeline_url": base + "/timeline", "performed_via_github_app": None, "state_reason": state_reason})
    return o

def repo_obj(full, rid, node, owner):
    name = full.split("/")[1]
    return {"id": rid, "node_id": node, "name": name, "full_name": full, "private": False, "owner": owner,
            "html_url": f"https://github.com/{full}", "description": None, "fork": owner["login"] != full.split("/")[0] and False,
            "url": f"{API}/repos/{full}", "created_at": "2019-10-03T14:51:10Z", "updated_at": "2024-11-20T10:00:00Z",
            "pushed_at": "2024-11-20T09:00:00Z", "git_url": f"git://github.com/{full}.git",
            "ssh_url": f"git@github.com:{full}.git", "clone_url": f"https://github.com/{full}.git",
            "homepage": None, "size": 48000, "stargazers_count": 0, "watchers_count": 0, "language": "Go",
            "has_issues": True, "forks_count": 0, "archived": False, "disabled": False, "open_issues_count": 0,
            "license": None, "visibility": "public", "default_branch": "trunk"}

def pull(repo, number, pid, node, title, u, labels, state, created, updated, closed, merged, draft, head_ref,
         head_repo, head_owner, base_repo, base_owner, body, sha):
    base = f"{API}/repos/{repo}/pulls/{number}"
    o = {"url": base, "id": pid, "node_id": node, "html_url": f"https://github.com/{repo}/pull/{number}",
         "diff_url": f"https://github.com/{repo}/pull/{number}.diff",
         "patch_url": f"https://github.com/{repo}/pull/{number}.patch",
         "issue_url": f"{API}/repos/{repo}/issues/{number}", "number": number, "state": state, "locked": False,
         "title": title, "user": u, "body": body, "created_at": created, "updated_at": updated,
         "closed_at": closed, "merged_at": merged,
         "merge_commit_sha": sha, "assignee": None, "assignees": [], "requested_reviewers": [],
         "requested_teams": [], "labels": labels, "milestone": None, "draft": draft,
         "commits_url": base + "/commits", "review_comments_url": base + "/comments",
         "review_comment_url": f"{API}/repos/{repo}/pulls/comments{{/number}}",
         "comments_url": f"{API}/repos/{repo}/issues/{number}/comments",
         "statuses_url": f"{API}/repos/{repo}/statuses/{sha}",
         "head": {"label": f"{head_owner['login']}:{head_ref}", "ref": head_ref, "sha": sha, "user": head_owner,
                  "repo": head_repo},
         "base": {"label": f"{base_owner['login']}:trunk", "ref": "trunk", "sha": "5f0c3a1e9b7d2c4a6e8f0b1d3c5e7a9b2d4f6a8c",
                  "user": base_owner, "repo": base_repo},
         "_links": {"self": {"href": base}, "html": {"href": f"https://github.com/{repo}/pull/{number}"}},
         "author_association": "MEMBER", "auto_merge": None, "active_lock_reason": None}
    return o

# ---------- gh's output ----------
def gh_author(u):
    if u is None:  # GraphQL's null author read into gh's Author struct: Go's zero value
        return {"is_bot": True, "login": "app/"}
    if u["type"] != "User":
        login = u["login"][:-5] if u["login"].endswith("[bot]") else u["login"]
        return {"is_bot": True, "login": "app/" + login}
    return {"id": u.get("node_id") or "", "is_bot": False, "login": u["login"], "name": NAMES.get(u["login"], "")}

def gh_labels(ls):
    return [{"id": l.get("node_id") or "", "name": l["name"], "description": l.get("description") or "",
             "color": l.get("color") or ""} for l in ls]

def gh_issue(o):
    return {"author": gh_author(o["user"]), "body": o["body"] or "", "closedAt": o["closed_at"],
            "createdAt": o["created_at"], "labels": gh_labels(o["labels"]), "number": o["number"],
            "state": o["state"].upper(), "title": o["title"], "updatedAt": o["updated_at"], "url": o["html_url"]}

def gh_pull(o):
    state = "MERGED" if o.get("merged_at") else o["state"].upper()
    return {"author": gh_author(o["user"]), "baseRefName": o["base"]["ref"], "closedAt": o["closed_at"],
            "createdAt": o["created_at"], "headRefName": o["head"]["ref"], "isDraft": o.get("draft", False),
            "labels": gh_labels(o.get("labels", [])), "mergedAt": o["merged_at"],
            "number": o["number"], "state": state, "title": o["title"], "updatedAt": o["updated_at"],
            "url": o["html_url"]}

def write(name, rest, gh):
    with open(f"{OUT}/{name}.json", "w") as f:
        json.dump(rest, f, indent=2, ensure_ascii=False); f.write("\n")
    with open(f"{OUT}/{name}.gh.json", "w") as f:
        json.dump(gh, f, indent=2, ensure_ascii=False); f.write("\n")

# ---------- cli/cli issues, state=all ----------
R = "cli/cli"
mislav = person("mislav", 887, "MDQ6VXNlcjg4Nw==", "Mislav Marohnić")
andy = person("andyfeller", 4053326, "MDQ6VXNlcjQwNTMzMjY=", "Andy Feller")
williammartin = person("williammartin", 1611510, "MDQ6VXNlcjE2MTE1MTA=", "William Martin")
nolabel_user = person("jtmcg", 13410849, "MDQ6VXNlcjEzNDEwODQ5", "")
actions = user("github-actions[bot]", 41898282, "MDM6Qm90NDE4OTgyODI=", "Bot")
L = {
 "bug": label(R, 1549012400, "MDU6TGFiZWwxNTQ5MDEyNDAw", "bug", "d73a4a", "Something isn't working", True),
 "enhancement": label(R, 1549012406, "MDU6TGFiZWwxNTQ5MDEyNDA2", "enhancement", "a2eeef", "a request to improve CLI", True),
 "needs-triage": label(R, 2180633207, "MDU6TGFiZWwyMTgwNjMzMjA3", "needs-triage", "e4e669", "needs to be reviewed", False),
 "gh-pr": label(R, 2044485839, "MDU6TGFiZWwyMDQ0NDg1ODM5", "gh-pr", "c5def5", "relating to the gh pr command", False),
 "p2": label(R, 2181052385, "MDU6TGFiZWwyMTgxMDUyMzg1", "priority-2", "fbca04", None, False),
 "help wanted": label(R, 1549012403, "MDU6TGFiZWwxNTQ5MDEyNDAz", "help wanted", "008672", "Contributions welcome", True),
 "good first issue": label(R, 1549012402, "MDU6TGFiZWwxNTQ5MDEyNDAy", "good first issue", "7057ff", "Good for newcomers", True),
 "discuss": label(R, 2180629120, "MDU6TGFiZWwyMTgwNjI5MTIw", "discuss", "d4c5f9", "Feature changes that require discussion primarily among the GitHub CLI team", False),
 "core": label(R, 2474339232, "MDU6TGFiZWwyNDc0MzM5MjMy", "core", "0e8a16", "This issue is not accepting PRs from outside contributors", False),
}
issues = [
 issue(R, 9912, 2671234567, "I_kwDODKw3uc6fPx_H", "`gh pr list --json state` prints lowercase states on GHES 3.9",
       williammartin, [L[k] for k in ["bug", "gh-pr", "needs-triage", "p2", "help wanted", "good first issue", "discuss", "core"]],
       "open", 7, "2024-11-18T16:02:41Z", "2024-11-21T09:30:12Z", None,
       "### Describe the bug\n\nOn GHES 3.9 the states are lowercase.\n\n### Steps to reproduce\n\n1. `gh pr list --json state`\n"),
 issue(R, 9907, 2669123456, "I_kwDODKw3uc6fHn9A", "Support `--jq` on `gh search repos`", andy, [L["enhancement"]],
       "closed", 3, "2024-11-15T11:20:00Z", "2024-11-19T14:45:03Z", "2024-11-19T14:45:02Z",
       "It would help scripts.", state_reason="completed"),
 issue(R, 9899, 2665987654, "I_kwDODKw3uc6e7kZ2", "Flaky acceptance test on Windows runners", nolabel_user, [],
       "open", 0, "2024-11-13T08:00:59Z", "2024-11-13T08:00:59Z", None, None),
 issue(R, 9895, 2664000001, "PR_kwDODKw3uc6Aa1b2", "Bump golang.org/x/crypto from 0.28.0 to 0.29.0",
       user("dependabot[bot]", 49699333, "MDM6Qm90NDk2OTkzMzM=", "Bot"), [], "open", 0,
       "2024-11-12T05:00:00Z", "2024-11-12T05:00:00Z", None, "Bumps golang.org/x/crypto.", pr=True),
 issue(R, 9890, 2662000777, "I_kwDODKw3uc6euQ3p", "Release v2.62.0 checklist", actions, [L["core"]],
       "closed", 1, "2024-11-11T17:00:00Z", "2024-11-12T10:00:00Z", "2024-11-12T10:00:00Z", "- [x] tag\n- [x] publish",
       state_reason="not_planned"),
]
write("cli-cli-issues", issues, [gh_issue(o) for o in issues if "pull_request" not in o])

# ---------- cli/cli pulls, state=all ----------
cliorg = user("cli", 59704711, "MDEyOk9yZ2FuaXphdGlvbjU5NzA0NzEx", "Organization")
cli_repo = repo_obj("cli/cli", 212613049, "MDEwOlJlcG9zaXRvcnkyMTI2MTMwNDk=", cliorg)
fork_owner = person("babakks", 36728931, "MDQ6VXNlcjM2NzI4OTMx", "Babak K. Shandiz")
fork_repo = repo_obj("babakks/cli", 723456789, "R_kgDOKyQqFQ", fork_owner)
fork_repo["fork"] = True
dependabot = user("dependabot[bot]", 49699333, "MDM6Qm90NDk2OTkzMzM=", "Bot")
pulls = [
 pull(R, 9913, 2188001001, "PR_kwDODKw3uc6CaXoB", "Print gh's states in `--json state`", williammartin,
      [L["gh-pr"], L["bug"]], "open", "2024-11-21T10:00:00Z", "2024-11-21T12:30:00Z", None, None, False,
      "wm/json-state", cli_repo, cliorg, cli_repo, cliorg, "Fixes #9912", "3b1f2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"),
 pull(R, 9911, 2187500002, "PR_kwDODKw3uc6CYhQC", "WIP: experiment with table truncation", andy, [], "open",
      "2024-11-20T09:15:00Z", "2024-11-20T18:02:11Z", None, None, True, "af/table-trunc", cli_repo, cliorg,
      cli_repo, cliorg, None, "4c2d3e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d"),
 pull(R, 9908, 2186000003, "PR_kwDODKw3uc6CSsAD", "Add `--jq` to `gh search repos`", fork_owner,
      [L["enhancement"], L["help wanted"], L["good first issue"]], "closed", "2024-11-16T13:00:00Z",
      "2024-11-19T14:45:00Z", "2024-11-19T14:44:58Z", "2024-11-19T14:44:58Z", False, "search-jq", fork_repo,
      fork_owner, cli_repo, cliorg, "Closes #9907.\r\n\r\nAdds the flag.", "5d3e4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e"),
 pull(R, 9903, 2185000004, "PR_kwDODKw3uc6CO7kE", "Refactor the exporter", mislav, [L["discuss"]], "closed",
      "2024-11-14T08:00:00Z", "2024-11-18T09:00:00Z", "2024-11-18T09:00:00Z", None, False, "refactor-exporter",
      cli_repo, cliorg, cli_repo, cliorg, "Superseded.", "6e4f5a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f"),
 pull(R, 9895, 2184000005, "PR_kwDODKw3uc6Aa1b2", "Bump golang.org/x/crypto from 0.28.0 to 0.29.0", dependabot,
      [], "open", "2024-11-12T05:00:00Z", "2024-11-12T05:00:00Z", None, None, False,
      "dependabot/go_modules/golang.org/x/crypto-0.29.0", cli_repo, cliorg, cli_repo, cliorg,
      "Bumps golang.org/x/crypto.", "7f5a6b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a"),
]
write("cli-cli-pulls", pulls, [gh_pull(o) for o in pulls])

# ---------- swiftlang/swift issues: many labels, a deleted author ----------
S = "swiftlang/swift"
def slabel(lid, node, name, color, desc):
    return label(S, lid, node, name, color, desc)
many = [
 slabel(2041843631, "MDU6TGFiZWwyMDQxODQzNjMx", "bug", "9A1B1B", "A deviation from expected or documented behavior. Also: expected but undesirable behavior."),
 slabel(4091735117, "LA_kwDOAoasDc7z4Z1N", "compiler", "3E5A92", "The Swift compiler itself"),
 slabel(4091736001, "LA_kwDOAoasDc7z4aHB", "crash", "FF0000", "Bug: A crash, i.e., an abnormal termination of software"),
 slabel(4091736500, "LA_kwDOAoasDc7z4aO0", "type checker", "FEF2C0", "Area → compiler: Semantic analysis"),
 slabel(4091737100, "LA_kwDOAoasDc7z4aYM", "generics", "C5DEF5", "Feature: generic declarations and types"),
 slabel(4091737700, "LA_kwDOAoasDc7z4ahk", "swift 6.0", "0E8A16", None),
 slabel(4091738300, "LA_kwDOAoasDc7z4aq8", "triage needed", "FBCA04", "This issue needs more specific labels"),
 slabel(4091738900, "LA_kwDOAoasDc7z4a0U", "regression", "B60205", None),
 slabel(4091739500, "LA_kwDOAoasDc7z4a9s", "SILGen", "D4C5F9", "Area → compiler: The SIL generation stage"),
 slabel(4091740100, "LA_kwDOAoasDc7z4bHE", "concurrency", "1D76DB", "Feature: umbrella label for concurrency language features"),
]
slava = person("slavapestov", 58287, "MDQ6VXNlcjU4Mjg3", "Slava Pestov")
sissues = [
 issue(S, 77421, 2650001234, "I_kwDOAoasDc6d9Jx2", "Compiler crash in SILGen with a generic actor conformance",
       slava, many, "open", 12, "2024-11-05T22:10:33Z", "2024-11-22T07:41:09Z", None,
       "### Description\n\nThe compiler crashes.\n\n```swift\nactor A<T>: P {}\n```\n"),
 issue(S, 65012, 1701234567, "I_kwDOAoasDc5lZ0xH", "Crash in the type checker with nested closures", None,
       [many[0], many[3]], "closed", 2, "2023-05-10T09:09:09Z", "2024-01-15T16:20:00Z", "2024-01-15T16:20:00Z",
       "", state_reason="completed"),
]
write("swiftlang-swift-issues", sissues, [gh_issue(o) for o in sissues])

# ---------- an older Enterprise server: pull requests without labels or draft ----------
E = "platform/deploy-tools"
ghe_api = "https://ghe.example.com/api/v3"
def ghe_user(login, uid, typ="User"):
    u = user(login, uid, None, typ)
    for k, v in list(u.items()):
        if isinstance(v, str):
            u[k] = v.replace(API, ghe_api).replace("https://github.com", "https://ghe.example.com").replace(
                "https://avatars.githubusercontent.com", "https://ghe.example.com/avatars")
    del u["node_id"]; del u["user_view_type"]
    return u
eorg = ghe_user("platform", 2, "Organization")
erepo = repo_obj(E, 41, "MDEwOlJlcG9zaXRvcnk0MQ==", eorg)
old = []
for number, title, who, state, closed, merged in [
    (218, "Roll back the canary on 5xx", ghe_user("jdoe", 17), "open", None, None),
    (215, "Pin the base image", ghe_user("asmith", 23), "closed", "2019-03-02T10:00:00Z", "2019-03-02T10:00:00Z")]:
    o = pull(E, number, 9000 + number, None, title, who, [], state, "2019-02-27T15:30:00Z", "2019-03-02T10:00:00Z",
             closed, merged, False, f"topic-{number}", erepo, eorg, erepo, eorg, None,
             "8a6b7c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b")
    for k in ["node_id", "labels", "draft", "requested_teams", "auto_merge", "active_lock_reason"]:
        o.pop(k, None)
    for k, v in list(o.items()):
        if isinstance(v, str):
            o[k] = v.replace(API, ghe_api).replace("https://github.com", "https://ghe.example.com")
    o["_links"] = {"self": {"href": f"{ghe_api}/repos/{E}/pulls/{number}"}}
    old.append(o)
write("enterprise-pulls-without-labels-or-draft", old, [gh_pull(o) for o in old])
