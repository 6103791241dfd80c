"""The data the fake GitHub API (fake_github_api.py) serves: repositories, accounts, issues and pull requests, and the
lists under a repository or an account, each as GitHub shapes it. Standard library only. The server serves every list
here by one rule (REPOSITORY_LISTS, OWNER_LISTS), in pages with GitHub's Link addresses; what each holds:

Issues and pull requests, newest first:
  GET /repos/{owner}/{repo}/issues?state=open|closed|all&labels=a,b&creator=LOGIN&per_page=&page=
      state defaults to open; every label named must be carried (names compared ignoring case); the list holds
      the pull requests too, each with a pull_request object whose html_url is set, as GitHub's does
  GET /repos/{owner}/{repo}/pulls?state=open|closed|all&base=BRANCH&per_page=&page=
  "sample-org/tracker" holds items 1 to 200, opened an hour apart from 2024-01-01T00:00:00Z:
    odd numbers are plain issues, closed when divisible by 3 (67 open, 33 closed); labels "bug" (number
    divisible by 5), "enhancement" (7), "good first issue" (11); authors mona/hubot/octocat; #13 by a deleted
    account ("user": null); #5 also carries the bare-string label "needs triage"; #1 is shaped as GitHub sent
    issues before 2013 (a pull_request object with null URLs, none of the newer fields);
    even numbers are pull requests (100: 70 open, 20 merged, 10 closed unmerged; 10 open drafts, such as #14);
    with k = number / 2: merged when k is divisible by 4 but not 10, closed when divisible by 10, a draft when
    open and divisible by 7, from the fork "mona/tracker" when divisible by 9 (such as #18), into "release-1.x"
    when k % 6 == 5 (else "main"); labels "enhancement" (k divisible by 3), "bug" (5), "UI" (k % 8 == 1);
    #22 comes from a fork since deleted ("head": {"label": "drive-by:topic-11", "repo": null}); #34 is by a
    deleted account. So the open issues list has 137 items (5 pages of 30), the open pull requests 3 pages.
  "sample-org/no-issues" has issues turned off: its issues answer 410 with GitHub's body ("Issues are disabled
    for this repo"); its pull requests are an empty list.
  "sample-org/quiet", like every other repository, has no issues and no pull requests (an empty list).
An account's public repositories, as GET /users/{username}/repos lists them (with or without a token):
  GET /users/{login}/repos?sort=full_name|created|updated|pushed&direction=asc|desc&per_page=&page=
      sort defaults to full_name, direction to asc for full_name and desc otherwise; items are the search's
      generated items owned by {login}, without "score" and "subscribers_count" as GitHub lists them (an id in
      /user/{id}/repos the server has not handed out answers 404)
  "sample-org" owns repo-0 to repo-64 (3 pages of 30); "sample-user", the signed-in user of GET /user, owns
    project-0 to project-2; "empty-owner" owns none (an empty list); "ghost-owner" answers 404 "Not Found", as
    GitHub does for a login it does not know; every other login owns project-0 to project-3.
    Repository i was created i days after 2020-01-01; it was pushed (i * 7) % N hours after 2024-01-01 (N the
    owner's count), and updated half an hour after that.
One issue or pull request, and what was said about it:
  GET /repos/{owner}/{repo}/issues/{number}, /pulls/{number}: the tracker's items, and "sample-org/conversations",
      whose items show every shape a conversation takes: #1 an open issue with labels, assignees, a milestone,
      reactions and three comments (one by a deleted account); #2 closed as not planned, with a null body; #3 a
      merged pull request with reviews of every verdict and one pending, a person and a team asked to review; #4 a
      draft; #5, #6 and #7 with 250, 1,000 and 10,000 comments; #8 a hostile title, body (1 MB) and comments; #9 an
      older server's pull request, without the newer members. A pull request's number answers /issues/ too (as an
      issue with a pull_request object); an issue's number answers 404 at /pulls/; "no-issues" answers 410.
  GET /repos/{owner}/{repo}/issues/{number}/comments?per_page=&page=   oldest first, paged as the lists are
  GET /repos/{owner}/{repo}/pulls/{number}/reviews?per_page=&page=
"""

import hashlib
import time
import zlib
from urllib.parse import quote

TOO_LARGE_MESSAGE = ("The history or contributor list is too large to list contributors for this repository "
                     "via the API.")


class Refusal(Exception):
    """What a list answers instead of its items: STATUS with GitHub's error MESSAGE (no body for 204), and the
    documentation URL GitHub names for it."""

    def __init__(self, status, message, documentation_url="https://docs.github.com/rest"):
        super().__init__(message)
        self.status = status
        self.message = message
        self.documentation_url = documentation_url


def user_json(login, index=0, kind="Organization"):
    """An owner as GitHub sends it in a repository: every field, URL templates included."""
    api = f"https://api.github.com/users/{login}"
    return {
        "login": login,
        "id": 9_000_000 + index,
        "node_id": f"MDEyOk9yZ2FuaXphdGlvbj{9_000_000 + index:08d}",
        "avatar_url": f"https://avatars.example.invalid/{login}",
        "gravatar_id": "",
        "url": api,
        "html_url": f"https://github.com/{login}",
        "followers_url": f"{api}/followers",
        "following_url": f"{api}/following{{/other_user}}",
        "gists_url": f"{api}/gists{{/gist_id}}",
        "starred_url": f"{api}/starred{{/owner}}{{/repo}}",
        "subscriptions_url": f"{api}/subscriptions",
        "organizations_url": f"{api}/orgs",
        "repos_url": f"{api}/repos",
        "events_url": f"{api}/events{{/privacy}}",
        "received_events_url": f"{api}/received_events",
        "type": kind,
        "user_view_type": "public",
        "site_admin": False,
    }


def repo_json(owner, name, index=0):
    """A repository as GitHub's search sends it: every field real GitHub sends, at a real item's size (about 5.6 KB
    of compact JSON with a typical description and topics)."""
    full = f"{owner}/{name}"
    api = f"https://api.github.com/repos/{full}"
    templated = ["keys_url:keys{/key_id}", "collaborators_url:collaborators{/collaborator}",
                 "issue_events_url:issues/events{/number}", "assignees_url:assignees{/user}",
                 "branches_url:branches{/branch}", "blobs_url:git/blobs{/sha}", "git_tags_url:git/tags{/sha}",
                 "git_refs_url:git/refs{/sha}", "trees_url:git/trees{/sha}", "statuses_url:statuses/{sha}",
                 "commits_url:commits{/sha}", "git_commits_url:git/commits{/sha}", "comments_url:comments{/number}",
                 "issue_comment_url:issues/comments{/number}", "contents_url:contents/{+path}",
                 "compare_url:compare/{base}...{head}", "archive_url:{archive_format}{/ref}",
                 "issues_url:issues{/number}", "pulls_url:pulls{/number}", "milestones_url:milestones{/number}",
                 "notifications_url:notifications{?since,all,participating}", "labels_url:labels{/name}",
                 "releases_url:releases{/id}"]
    plain = ["forks", "teams", "hooks", "events", "tags", "languages", "stargazers", "contributors", "subscribers",
             "subscription", "merges", "downloads", "deployments"]
    item = {
        "id": 1000 + index,
        "node_id": f"MDEwOlJlcG9zaXRvcnk{1000 + index:010d}",
        "name": name,
        "full_name": full,
        "private": False,
        "owner": user_json(owner, index),
        "html_url": f"https://github.com/{full}",
        "description": f"Sample repository {full} served by the fake API.",
        "fork": False,
        "url": api,
    }
    for word in plain:
        item[f"{word}_url"] = f"{api}/{word}"
    for entry in templated:
        key, path = entry.split(":", 1)
        item[key] = f"{api}/{path}"
    item.update({
        "created_at": "2020-01-02T03:04:05Z",
        "updated_at": "2024-05-06T07:08:09Z",
        "pushed_at": "2024-05-06T07:08:09Z",
        "git_url": f"git://github.com/{full}.git",
        "ssh_url": f"git@github.com:{full}.git",
        "clone_url": f"https://github.com/{full}.git",
        "svn_url": f"https://github.com/{full}",
        "homepage": f"https://{name}.example.invalid/documentation/getting-started",
        "size": 48_213 + index,
        "stargazers_count": 5000 - index,
        "watchers_count": 5000 - index,
        "language": "Swift",
        "has_issues": True,
        "has_projects": True,
        "has_downloads": True,
        "has_wiki": True,
        "has_pages": False,
        "has_discussions": True,
        "forks_count": 100 + index,
        "mirror_url": None,
        "archived": False,
        "disabled": False,
        "open_issues_count": 3,
        "license": {"key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": "https://api.github.com/licenses/mit",
                    "node_id": "MDc6TGljZW5zZTEz"},
        "allow_forking": True,
        "is_template": False,
        "web_commit_signoff_required": False,
        "topics": ["sample", "swift", "ios", "macos", "linux", "server-side-swift", "concurrency", "networking",
                   "reactive-programming", "clean-architecture", "mvvm", "command-line-tool", "terminal-ui",
                   "github-api", "json-parser", "swift-package-manager", "open-source", "developer-tools"],
        "visibility": "public",
        "forks": 100 + index,
        "open_issues": 3,
        "watchers": 5000 - index,
        "default_branch": "main",
        "subscribers_count": 42,
        "score": 1.0,
    })
    return item


ISSUES_DISABLED_MESSAGE = "Issues are disabled for this repo"
TRACKER_START = 1_704_067_200  # 2024-01-01T00:00:00Z: item N of the tracker is opened N hours later
BARE_LABEL = "needs triage"  # sent as a bare string, which GitHub's schema for an issue's labels allows
LABEL_COLOURS = {"bug": "d73a4a", "enhancement": "a2eeef", "good first issue": "7057ff", "UI": "c5def5",
                 "documentation": "0075ca"}


def timestamp(seconds):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def label_json(owner, name, label, index):
    """A label as GitHub sends it inside an issue or a pull request."""
    return {"id": 208_045_000 + index, "node_id": f"LA_kwDOSample{index:06d}",
            "url": f"https://api.github.com/repos/{owner}/{name}/labels/{quote(label)}", "name": label,
            "description": None if label == "UI" else f"The {label} label", "color": LABEL_COLOURS[label],
            "default": label in ("bug", "enhancement", "good first issue", "documentation")}


def simple_user(login, index):
    """A person as GitHub sends one inside an issue or a pull request; None stands for a deleted account."""
    return None if login is None else user_json(login, index, kind="User")


def tracker_pull(number):
    """The facts of pull request NUMBER (an even number, 2 to 200) of sample-org/tracker."""
    k = number // 2
    state, merged = "open", False
    if k % 10 == 0:
        state = "closed"
    elif k % 4 == 0:
        state, merged = "closed", True
    labels = [label for label, wanted in (("enhancement", k % 3 == 0), ("bug", k % 5 == 0), ("UI", k % 8 == 1))
              if wanted]
    head_owner = "mona" if k % 9 == 0 else "drive-by" if k == 11 else "sample-org"
    return {"number": number, "title": f"Change number {k}", "state": state, "merged": merged,
            "draft": state == "open" and k % 7 == 0, "labels": labels,
            "author": None if k == 17 else ["hubot", "mona", "octocat"][k % 3],
            "head_owner": head_owner, "head_deleted": k == 11, "head_ref": f"topic-{k}",
            "base": "release-1.x" if k % 6 == 5 else "main"}


def tracker_issue(number):
    """The facts of plain issue NUMBER (an odd number, 1 to 199) of sample-org/tracker."""
    labels = [label for label, wanted in (("bug", number % 5 == 0), ("enhancement", number % 7 == 0),
                                          ("good first issue", number % 11 == 0), (BARE_LABEL, number == 5)) if wanted]
    return {"number": number, "title": f"Problem number {number}", "state": "closed" if number % 3 == 0 else "open",
            "labels": labels, "author": None if number == 13 else ["mona", "hubot", "octocat"][number % 3]}


def tracker_times(number, state, merged=False):
    opened = TRACKER_START + number * 3600
    closed = timestamp(opened + 2 * 86_400) if state == "closed" else None
    return {"created_at": timestamp(opened), "updated_at": closed or timestamp(opened + 86_400), "closed_at": closed,
            "merged_at": closed if merged else None}


def issue_json(owner, name, facts, pull=None):
    """An item of GET /repos/{o}/{r}/issues with every field GitHub sends; PULL, when given, makes it the issues
    list's view of that pull request (a pull_request object whose html_url is set)."""
    number = facts["number"]
    api = f"https://api.github.com/repos/{owner}/{name}/issues/{number}"
    kind = "pull" if pull else "issues"
    times = tracker_times(number, facts["state"], bool(pull and pull["merged"]))
    item = {
        "url": api, "repository_url": f"https://api.github.com/repos/{owner}/{name}",
        "labels_url": f"{api}/labels{{/name}}", "comments_url": f"{api}/comments", "events_url": f"{api}/events",
        "html_url": f"https://github.com/{owner}/{name}/{kind}/{number}", "id": 1_700_000_000 + number,
        "node_id": f"{'PR' if pull else 'I'}_kwDOSample{number:06d}", "number": number, "title": facts["title"],
        "user": simple_user(facts["author"], number),
        "labels": [label if label == BARE_LABEL else label_json(owner, name, label, index)
                   for index, label in enumerate(facts["labels"])],
        "state": facts["state"], "locked": False, "assignee": None, "assignees": [], "milestone": None,
        "comments": number % 6, "created_at": times["created_at"], "updated_at": times["updated_at"],
        "closed_at": times["closed_at"], "author_association": "CONTRIBUTOR", "type": None,
        "active_lock_reason": None,
        "sub_issues_summary": {"total": 0, "completed": 0, "percent_completed": 0},
        "body": "" if number % 4 == 1 else f"Details of {facts['title'].lower()}.",
        "closed_by": None,
        "reactions": {"url": f"{api}/reactions", "total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "hooray": 0,
                      "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
        "timeline_url": f"{api}/timeline", "performed_via_github_app": None,
        "state_reason": "completed" if facts["state"] == "closed" else None,
    }
    if pull:
        pulls = f"https://github.com/{owner}/{name}/pull/{number}"
        item["draft"] = pull["draft"]
        item["pull_request"] = {"url": f"https://api.github.com/repos/{owner}/{name}/pulls/{number}",
                                "html_url": pulls, "diff_url": f"{pulls}.diff", "patch_url": f"{pulls}.patch",
                                "merged_at": times["merged_at"]}
    return item


def old_issue_json(owner, name, number):
    """A plain issue as GitHub sent it before 2013: a pull_request object with null URLs, none of the newer fields."""
    api = f"https://api.github.com/repos/{owner}/{name}/issues/{number}"
    return {"url": api, "labels_url": f"{api}/labels{{/name}}", "comments_url": f"{api}/comments",
            "events_url": f"{api}/events", "html_url": f"https://github.com/{owner}/{name}/issues/{number}",
            "id": 4_000_000 + number, "number": number, "title": "Written before 2013",
            "user": {"login": "octocat", "id": 583231, "avatar_url": "https://avatars.example.invalid/octocat",
                     "gravatar_id": "", "url": "https://api.github.com/users/octocat"},
            "labels": [], "state": "open", "assignee": None, "milestone": None, "comments": 0,
            "created_at": "2012-06-14T08:20:11Z", "updated_at": "2012-06-14T08:20:11Z", "closed_at": None,
            "pull_request": {"html_url": None, "diff_url": None, "patch_url": None},
            "body": "Every issue carried an empty pull_request object then."}


def branch_json(owner, name, branch_owner, ref, deleted=False):
    """The head or base of a pull request: its label, ref and repository (None when that fork was deleted)."""
    repository = None if deleted else repo_json(branch_owner, name)
    if repository is not None:
        repository["fork"] = branch_owner != owner
    return {"label": f"{branch_owner}:{ref}", "ref": ref, "sha": hashlib.sha1(f"{branch_owner}:{ref}".encode()).hexdigest(),
            "user": user_json(branch_owner, kind="Organization" if branch_owner == owner else "User"),
            "repo": repository}


def pull_json(owner, name, facts):
    """An item of GET /repos/{o}/{r}/pulls with every field GitHub sends."""
    number = facts["number"]
    api = f"https://api.github.com/repos/{owner}/{name}"
    page = f"https://github.com/{owner}/{name}/pull/{number}"
    times = tracker_times(number, facts["state"], facts["merged"])
    head = branch_json(owner, name, facts["head_owner"], facts["head_ref"], deleted=facts["head_deleted"])
    base = branch_json(owner, name, owner, facts["base"])
    return {
        "url": f"{api}/pulls/{number}", "id": 1_800_000_000 + number, "node_id": f"PR_kwDOSample{number:06d}",
        "html_url": page, "diff_url": f"{page}.diff", "patch_url": f"{page}.patch",
        "issue_url": f"{api}/issues/{number}", "commits_url": f"{api}/pulls/{number}/commits",
        "review_comments_url": f"{api}/pulls/{number}/comments",
        "review_comment_url": f"{api}/pulls/comments{{/number}}", "comments_url": f"{api}/issues/{number}/comments",
        "statuses_url": f"{api}/statuses/{head['sha']}", "number": number, "state": facts["state"], "locked": False,
        "title": facts["title"], "user": simple_user(facts["author"], number),
        "body": None if number % 3 == 0 else f"Details of {facts['title'].lower()}.",
        "labels": [label_json(owner, name, label, index) for index, label in enumerate(facts["labels"])],
        "milestone": None, "active_lock_reason": None, "created_at": times["created_at"],
        "updated_at": times["updated_at"], "closed_at": times["closed_at"], "merged_at": times["merged_at"],
        "merge_commit_sha": hashlib.sha1(f"merge {number}".encode()).hexdigest(), "assignee": None,
        "assignees": [], "requested_reviewers": [], "requested_teams": [], "head": head, "base": base,
        "_links": {"self": {"href": f"{api}/pulls/{number}"}, "html": {"href": page},
                   "issue": {"href": f"{api}/issues/{number}"}, "comments": {"href": f"{api}/issues/{number}/comments"},
                   "review_comments": {"href": f"{api}/pulls/{number}/comments"},
                   "review_comment": {"href": f"{api}/pulls/comments{{/number}}"},
                   "commits": {"href": f"{api}/pulls/{number}/commits"},
                   "statuses": {"href": f"{api}/statuses/{head['sha']}"}},
        "author_association": "CONTRIBUTOR", "auto_merge": None, "draft": facts["draft"],
    }


def repository_issues(owner, name, query):
    """GET /repos/{o}/{r}/issues: the tracker's and the conversations repository's issues for QUERY's state (and the
    tracker's for its labels and creator), newest first, pull requests included; no-issues has them turned off (410);
    every other repository has none."""
    if name == "no-issues":
        raise Refusal(410, ISSUES_DISABLED_MESSAGE,
                      "https://docs.github.com/rest/issues/issues#list-repository-issues")
    if name == "conversations":
        state = query.get("state", "open")
        return [conversation_issue(owner, name, number, CONVERSATIONS[number]) for number in sorted(CONVERSATIONS)[::-1]
                if state == "all" or CONVERSATIONS[number]["state"] == state]
    if name != "tracker":
        return []
    state = query.get("state", "open")
    wanted = {label.strip().lower() for label in query.get("labels", "").split(",") if label.strip()}
    creator = query.get("creator", "").lower()
    items = []
    for number in range(200, 0, -1):
        if number == 1:
            facts, item = {"state": "open", "labels": [], "author": "octocat"}, old_issue_json(owner, name, 1)
        elif number % 2 == 0:
            facts = tracker_pull(number)
            item = issue_json(owner, name, facts, pull=facts)
        else:
            facts = tracker_issue(number)
            item = issue_json(owner, name, facts)
        if state != "all" and facts["state"] != state:
            continue
        if not wanted <= {label.lower() for label in facts["labels"]}:
            continue
        if creator and (facts["author"] or "").lower() != creator:
            continue
        items.append(item)
    return items


def repository_pulls(owner, name, query):
    """GET /repos/{o}/{r}/pulls: the tracker's and the conversations repository's pull requests for QUERY's state
    (and the tracker's for its base branch), newest first; every other repository has none."""
    if name == "conversations":
        state = query.get("state", "open")
        return [single_pull(owner, name, query, number) for number in PULL_NUMBERS["conversations"][::-1]
                if state == "all" or CONVERSATIONS[number]["state"] == state]
    if name != "tracker":
        return []
    state = query.get("state", "open")
    base = query.get("base")
    facts = [tracker_pull(number) for number in range(200, 0, -2)]
    return [pull_json(owner, name, pull) for pull in facts
            if (state == "all" or pull["state"] == state) and (not base or pull["base"] == base)]


OWNER_REPOSITORY_COUNTS = {"sample-org": 65, "sample-user": 3, "empty-owner": 0}
OTHER_OWNER_REPOSITORY_COUNT = 4
GHOST_OWNER = "ghost-owner"


def owner_id(login):
    """A stable account id for LOGIN (logins compared ignoring case)."""
    known = {"sample-org": 9_000_000, "sample-user": 9_100_000, "empty-owner": 9_100_001}
    return known.get(login.lower(), 9_200_000 + zlib.crc32(login.lower().encode("utf-8")) % 700_000)


def owner_repositories(login, query):
    """GET /users/{login}/repos: every repository LOGIN owns, as GitHub lists them, in the order QUERY asks for;
    ghost-owner is a login GitHub does not know (404)."""
    if login.lower() == GHOST_OWNER:
        raise Refusal(404, "Not Found")
    count = OWNER_REPOSITORY_COUNTS.get(login.lower(), OTHER_OWNER_REPOSITORY_COUNT)
    prefix = "repo" if login.lower() == "sample-org" else "project"
    kind = "User" if login.lower() == "sample-user" else "Organization"
    items = []
    for index in range(count):
        item = repo_json(login, f"{prefix}-{index}", index)
        del item["score"], item["subscribers_count"]
        item["owner"] = dict(user_json(login, kind=kind), id=owner_id(login))
        pushed = 1_704_067_200 + (index * 7 % count) * 3600
        item.update({"created_at": timestamp(1_577_836_800 + index * 86_400), "pushed_at": timestamp(pushed),
                     "updated_at": timestamp(pushed + 1800)})
        items.append(item)
    sort = query.get("sort", "full_name")
    key = {"created": "created_at", "updated": "updated_at", "pushed": "pushed_at"}.get(sort)
    items.sort(key=lambda item: item[key] if key else item["full_name"].lower())
    if query.get("direction", "asc" if key is None else "desc") == "desc":
        items.reverse()
    return items


def repository_contributors(owner, name, query):
    """GET /repos/{o}/{r}/contributors: "crowded" and "uncounted" have 23 people, others 5; "empty" answers 204 (an
    empty repository), "too-large" GitHub's 403; "uncounted" fails (500) when asked with per_page=1, the way a count
    request could fail."""
    if name == "empty":
        raise Refusal(204, None)
    if name == "too-large":
        raise Refusal(403, TOO_LARGE_MESSAGE)
    if name == "uncounted" and query.get("per_page") == "1":
        raise Refusal(500, "Server Error")
    total = 23 if name in ("crowded", "uncounted") else 5
    return [{"login": f"person{i}", "id": i, "contributions": 100 - i, "html_url": f"https://github.com/person{i}",
             "type": "User"} for i in range(total)]


CONVERSATION_START = 1_717_200_000  # 2024-06-01T00:00:00Z: the conversations repository's items and comments
COMMENTS_BY_NUMBER = {5: 250, 6: 1000, 7: 10000}  # sample-org/conversations' long conversations
CHATTY = ["mona", "hubot", "octocat", "dependabot[bot]", "ghost"]
ASSOCIATIONS = ["MEMBER", "CONTRIBUTOR", "OWNER", "NONE", "FIRST_TIME_CONTRIBUTOR"]
HOSTILE_TEXT = ("Escapes \x1b[2J\x1b]0;owned\x07 and \x1b]52;c;cGF5bG9hZA==\x07 bidi \u202etxt.exe\u202c "
                "C1 \u009b31m and a NUL \x00 stay inert.")


def ghost_json():
    """The account GitHub substitutes for a deleted one in comments and reviews."""
    return dict(user_json("ghost", kind="User"), id=10137, node_id="MDQ6VXNlcjEwMTM3")


def commenter(login, index):
    """A comment's author: a person, a bot (type Bot), GitHub's ghost, or None (some answers send null)."""
    if login is None:
        return None
    if login == "ghost":
        return ghost_json()
    return user_json(login, index, kind="Bot" if login.endswith("[bot]") else "User")


def comment_json(owner, name, number, index, login, body, created, edited=False, association="NONE",
                 reactions=None):
    """A comment as GET /repos/{o}/{r}/issues/{n}/comments lists it, with every field GitHub sends."""
    comment_id = 2_000_000_000 + number * 100_000 + index
    kind = "pull" if number in PULL_NUMBERS.get(name, ()) else "issues"
    rollup = {"url": f"https://api.github.com/repos/{owner}/{name}/issues/comments/{comment_id}/reactions",
              "total_count": sum((reactions or {}).values()), "+1": 0, "-1": 0, "laugh": 0, "hooray": 0,
              "confused": 0, "heart": 0, "rocket": 0, "eyes": 0}
    rollup.update(reactions or {})
    return {
        "url": f"https://api.github.com/repos/{owner}/{name}/issues/comments/{comment_id}",
        "html_url": f"https://github.com/{owner}/{name}/{kind}/{number}#issuecomment-{comment_id}",
        "issue_url": f"https://api.github.com/repos/{owner}/{name}/issues/{number}", "id": comment_id,
        "node_id": f"IC_kwDOSample{comment_id:012d}", "user": commenter(login, index),
        "created_at": timestamp(created), "updated_at": timestamp(created + (3600 if edited else 0)),
        "author_association": association, "body": body, "reactions": rollup, "performed_via_github_app": None,
    }


def tracker_comments(owner, name, number):
    """The comments of tracker item NUMBER: as many as its "comments" count (NUMBER % 6), an hour apart."""
    opened = TRACKER_START + number * 3600
    return [comment_json(owner, name, number, index, ["mona", "hubot", "octocat"][index % 3],
                         f"Comment {index + 1} on item {number}.", opened + (index + 1) * 3600,
                         association=ASSOCIATIONS[index % 2])
            for index in range(number % 6)]


def long_comments(owner, name, number, count):
    """COUNT comments on NUMBER, a minute apart, authors and associations in turn, every seventh edited."""
    return [comment_json(owner, name, number, index, CHATTY[index % 4], f"Comment {index + 1} of {count}: "
                         f"*this* is what **{CHATTY[index % 4]}** had to say, with `code` and a [link]"
                         f"(https://example.com/{index}).", CONVERSATION_START + 86_400 + index * 60,
                         edited=index % 7 == 6, association=ASSOCIATIONS[index % 5])
            for index in range(count)]


# sample-org/conversations: items that show every shape a conversation takes.
PULL_NUMBERS = {"conversations": (3, 4, 9), "tracker": tuple(range(2, 201, 2))}
CONVERSATIONS = {
    1: {"title": "Crash on start", "state": "open", "author": "octocat", "labels": ["bug", "good first issue"],
        "assignees": ["mona", "hubot"], "milestone": True, "reactions": {"+1": 2, "hooray": 1},
        "body": "The app **crashes** on start.\n\n```\nFatal error: index out of range\n```\n\n- [x] reproduced\n",
        "comments": [("mona", "MEMBER", "I can reproduce this.", False, {"heart": 1}),
                     ("ghost", "NONE", "Same here, on Linux.", True, None),
                     (None, "NONE", "Written by an account GitHub no longer names.", False, None)]},
    2: {"title": "Support Windows", "state": "closed", "state_reason": "not_planned", "author": "hubot",
        "labels": [], "body": None, "comments": []},
    3: {"title": "Add a cache", "state": "closed", "merged": True, "author": "octocat", "labels": ["enhancement"],
        "body": "Adds a disk cache.", "draft": False,
        "comments": [("mona", "MEMBER", "Looks good to me.", False, None)],
        "reviews": [("hubot", "CHANGES_REQUESTED", "Please add tests.", 1),
                    ("mona", "APPROVED", "", 3), ("octocat", "COMMENTED", "Thanks, done.", 2),
                    ("dependabot[bot]", "DISMISSED", "Out of date.", 4), ("hubot", "COMMENTED", "", 5),
                    ("mona", "PENDING", "still drafting", None)],
        "requested": ["monalisa"], "teams": ["core"]},
    4: {"title": "Rewrite the parser", "state": "open", "draft": True, "author": "mona", "labels": [],
        "body": "", "comments": []},
    5: {"title": "A long discussion", "state": "open", "author": "hubot", "labels": [], "body": "Let us talk."},
    6: {"title": "A very long discussion", "state": "open", "author": "hubot", "labels": [], "body": "Talk more."},
    7: {"title": "The longest discussion", "state": "open", "author": "hubot", "labels": [], "body": "Never stop."},
    8: {"title": "Hostile \x1b[31mred\x1b[0m title \u202eevil", "state": "open", "author": "octocat",
        "labels": [], "body": HOSTILE_TEXT + "\n\n" + "A long line of text. " * 50_000,
        "comments": [("ghost", "NONE", None, False, None), ("octocat", "OWNER", HOSTILE_TEXT, False, None)]},
    9: {"title": "Written on an older server", "state": "closed", "merged": False, "author": "octocat",
        "labels": [], "body": "Older shapes.", "older": True, "comments": []},
}


def conversation_facts(name, number):
    """The facts of item NUMBER of the conversations repository or the tracker, or None for a number it lacks."""
    if name == "conversations":
        return CONVERSATIONS.get(number)
    if name == "tracker" and 1 <= number <= 200:
        facts = tracker_pull(number) if number % 2 == 0 else tracker_issue(number)
        return {"title": facts["title"], "state": facts["state"], "merged": facts.get("merged", False),
                "author": facts["author"], "labels": facts["labels"], "draft": facts.get("draft", False),
                "body": None if number % 3 == 0 else f"Details of {facts['title'].lower()}.", "tracker": facts}
    return None


def single_issue(owner, name, query, number):
    """GET /repos/{o}/{r}/issues/{number}: an issue, or a pull request as an issue (with its pull_request object);
    no-issues answers 410 for every number, as GitHub does once issues are off."""
    if name == "no-issues":
        raise Refusal(410, ISSUES_DISABLED_MESSAGE, "https://docs.github.com/rest/issues/issues#get-an-issue")
    facts = conversation_facts(name, number)
    if facts is None:
        raise Refusal(404, "Not Found")
    if "tracker" in facts:
        tracker = facts["tracker"]
        item = issue_json(owner, name, tracker, pull=tracker if number % 2 == 0 else None)
        item["body"] = facts["body"]
        return item
    return conversation_issue(owner, name, number, facts)


def conversation_issue(owner, name, number, facts):
    """The issue object of a conversations item, as GitHub shapes it (an older server's without the newer fields)."""
    created = CONVERSATION_START + number * 3600
    closed = timestamp(created + 86_400) if facts["state"] == "closed" else None
    is_pull = number in PULL_NUMBERS["conversations"]
    kind = "pull" if is_pull else "issues"
    count = COMMENTS_BY_NUMBER.get(number, len(facts.get("comments", [])))
    item = {
        "url": f"https://api.github.com/repos/{owner}/{name}/issues/{number}",
        "html_url": f"https://github.com/{owner}/{name}/{kind}/{number}", "id": 1_900_000_000 + number,
        "node_id": f"I_kwDOConv{number:06d}", "number": number, "title": facts["title"],
        "user": commenter(facts["author"], number),
        "labels": [label_json(owner, name, label, index) for index, label in enumerate(facts["labels"])],
        "state": facts["state"], "locked": False, "comments": count, "created_at": timestamp(created),
        "updated_at": timestamp(created + 90_000), "closed_at": closed, "author_association": "OWNER",
        "body": facts["body"],
    }
    if facts.get("older"):
        item.update({"assignee": None, "milestone": None})
        return item
    item.update({
        "assignees": [user_json(login, index, kind="User") for index, login in enumerate(facts.get("assignees", []))],
        "milestone": {"number": 1, "title": "v1.0", "description": None, "due_on": "2024-12-31T00:00:00Z",
                      "state": "open"} if facts.get("milestone") else None,
        "state_reason": facts.get("state_reason", "completed" if facts["state"] == "closed" else None),
        "reactions": dict({"url": f"https://api.github.com/repos/{owner}/{name}/issues/{number}/reactions",
                           "total_count": sum(facts.get("reactions", {}).values()), "+1": 0, "-1": 0, "laugh": 0,
                           "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
                          **facts.get("reactions", {})),
        "closed_by": None, "active_lock_reason": None, "performed_via_github_app": None,
    })
    if is_pull:
        item["draft"] = facts.get("draft", False)
        item["pull_request"] = {"url": f"https://api.github.com/repos/{owner}/{name}/pulls/{number}",
                                "html_url": item["html_url"], "diff_url": item["html_url"] + ".diff",
                                "patch_url": item["html_url"] + ".patch",
                                "merged_at": closed if facts.get("merged") else None}
    return item


def single_pull(owner, name, query, number):
    """GET /repos/{o}/{r}/pulls/{number}: a pull request with its size, merge and review requests; 404 for an issue's
    number, as GitHub answers."""
    facts = conversation_facts(name, number)
    if facts is None or number not in PULL_NUMBERS.get(name, ()):
        raise Refusal(404, "Not Found")
    if "tracker" in facts:
        pull = pull_json(owner, name, facts["tracker"])
    else:
        issue = conversation_issue(owner, name, number, facts)
        pull = pull_json(owner, name, {"number": number, "title": facts["title"], "state": facts["state"],
                                       "merged": facts.get("merged", False), "draft": facts.get("draft", False),
                                       "labels": facts["labels"], "author": facts["author"],
                                       "head_owner": "mona", "head_deleted": False, "head_ref": f"topic-{number}",
                                       "base": "main"})
        for key in ("created_at", "updated_at", "closed_at", "body", "html_url", "user"):
            pull[key] = issue[key]
        if facts.get("older"):
            for key in ("draft", "requested_teams", "auto_merge"):
                pull.pop(key, None)
    merged = facts.get("merged", False)
    pull.update({
        "merged": merged, "merged_by": user_json("mona", 2, kind="User") if merged else None,
        "mergeable": None if merged else True, "mergeable_state": "clean", "maintainer_can_modify": False,
        "comments": COMMENTS_BY_NUMBER.get(number, len(facts.get("comments", []))), "review_comments": 0,
        "commits": 3 + number % 4, "additions": 10 * number + 7, "deletions": number + 2, "changed_files": 1 + number % 5,
        "requested_reviewers": [user_json(login, 8, kind="User") for login in facts.get("requested", [])],
    })
    if not facts.get("older"):
        pull["requested_teams"] = [{"id": 77, "node_id": "T_kwDOTeam", "name": team.title(), "slug": team}
                                   for team in facts.get("teams", [])]
    return pull


def conversation_comments(owner, name, query, number):
    """GET /repos/{o}/{r}/issues/{number}/comments: the item's comments, oldest first."""
    facts = conversation_facts(name, number)
    if name == "no-issues":
        raise Refusal(410, ISSUES_DISABLED_MESSAGE)
    if facts is None:
        raise Refusal(404, "Not Found")
    if "tracker" in facts:
        return tracker_comments(owner, name, number)
    if number in COMMENTS_BY_NUMBER:
        return long_comments(owner, name, number, COMMENTS_BY_NUMBER[number])
    created = CONVERSATION_START + number * 3600
    return [comment_json(owner, name, number, index, login, body, created + (index + 1) * 7200, edited=edited,
                         association=association, reactions=reactions)
            for index, (login, association, body, edited, reactions) in enumerate(facts.get("comments", []))]


def pull_reviews(owner, name, query, number):
    """GET /repos/{o}/{r}/pulls/{number}/reviews: the pull request's reviews, oldest first (a pending one included,
    as its author sees it)."""
    facts = conversation_facts(name, number)
    if facts is None or number not in PULL_NUMBERS.get(name, ()):
        raise Refusal(404, "Not Found")
    created = CONVERSATION_START + number * 3600
    reviews = []
    for index, (login, state, body, hours) in enumerate(facts.get("reviews", [])):
        review_id = 3_000_000_000 + number * 1000 + index
        review = {"id": review_id, "node_id": f"PRR_kwDOReview{review_id:010d}", "user": commenter(login, index),
                  "body": body, "state": state, "html_url": f"https://github.com/{owner}/{name}/pull/{number}"
                  f"#pullrequestreview-{review_id}", "pull_request_url": f"https://api.github.com/repos/{owner}/"
                  f"{name}/pulls/{number}", "author_association": ASSOCIATIONS[index % 3],
                  "commit_id": hashlib.sha1(f"review {review_id}".encode()).hexdigest()}
        if hours is not None:
            review["submitted_at"] = timestamp(created + hours * 7200 + 3600)
        reviews.append(review)
    return reviews


# The lists GitHub serves under one repository, by their path after /repos/{owner}/{repo}/ ("{number}" stands for an
# issue's or a pull request's number), and under one account, by their path after /users/{login}/. Each is a
# function of (owner or login, name, query, and the numbers in its path) for lists under a repository, (login, query)
# for an account's, returning every item of the list in GitHub's order or raising Refusal. The server pages every list
# by one rule (per_page and page as GitHub reads them) with GitHub's Link addresses, /repositories/{id}/PATH and
# /user/{id}/PATH, under which it serves the same lists. A new list is an entry here and its function.
REPOSITORY_LISTS = {
    ("issues",): repository_issues,
    ("pulls",): repository_pulls,
    ("contributors",): repository_contributors,
    ("issues", "{number}", "comments"): conversation_comments,
    ("pulls", "{number}", "reviews"): pull_reviews,
}
# The single objects under one repository, as their functions answer them, not paged.
REPOSITORY_ITEMS = {
    ("issues", "{number}"): single_issue,
    ("pulls", "{number}"): single_pull,
}
OWNER_LISTS = {
    ("repos",): owner_repositories,
}
