#!/usr/bin/env python3
"""Writes the REST answers of one issue's or pull request's conversation per case, and beside them what gh's
`issue view` and `pr view` print for the same item, derived by gh's rules (cli/cli v2.60, pkg/cmd/issue/view and
pkg/cmd/pr/view):

- `CASE.issue.json` (`GET /repos/O/R/issues/N`), `CASE.comments.json` (every comment, oldest first, served 100 to a
  page), and for a pull request `CASE.pull.json` and `CASE.reviews.json`;
- `CASE.raw.txt`: the raw preview (piped, no `--comments`); `CASE.comments.txt`: the raw comments (`--comments`);
- `CASE.gh.json`: `--json` with every field this program offers, as gh prints them: gh's names, gh's types (`""`,
  `false`, `[]` where GitHub sent nothing) and `null` only where gh prints it (a time that has not happened, a
  milestone not set, a pull request not merged). gh's comment fields REST does not answer (`isMinimized`,
  `minimizedReason`, `viewerDidAuthor`) and a review's `reactionGroups` are left out of both sides.

`cases.json` lists the cases: the command, the repository and the number. Run it from anywhere:
python3 make_github_cli_views.py
"""
import json, os
OUT = os.path.dirname(os.path.abspath(__file__))
API = "https://api.github.com"
REPO = "octo-org/tracker"
REACTIONS = [("+1", "THUMBS_UP"), ("-1", "THUMBS_DOWN"), ("laugh", "LAUGH"), ("hooray", "HOORAY"),
             ("confused", "CONFUSED"), ("heart", "HEART"), ("rocket", "ROCKET"), ("eyes", "EYES")]


def user(login, uid, typ="User"):
    return {"login": login, "id": uid, "node_id": f"U_{uid}", "avatar_url": f"https://avatars.example/u/{uid}",
            "gravatar_id": "", "url": f"{API}/users/{login}", "html_url": f"https://github.com/{login}",
            "type": typ, "user_view_type": "public", "site_admin": False}


OCTOCAT, MONA, HUBOT = user("octocat", 1), user("mona", 2), user("hubot", 3)
DEPENDABOT = user("dependabot[bot]", 49699333, "Bot")


def reactions(url, **counts):
    o = {"url": url, "total_count": sum(counts.values())}
    for rest, _ in REACTIONS:
        o[rest] = counts.get(rest.replace("+1", "plus1").replace("-1", "minus1"), 0)
    return o


def label(name, color, desc, lid):
    return {"id": lid, "node_id": f"LA_{lid}", "url": f"{API}/repos/{REPO}/labels/{name}", "name": name,
            "color": color, "default": False, "description": desc}


def time(day, hour=12, minute=0):
    return f"2024-03-{day:02d}T{hour:02d}:{minute:02d}:00Z"


def issue(number, title, body, author, state="open", state_reason=None, labels=(), assignees=(), milestone=None,
          comments=0, created=time(1), updated=time(2), closed=None, pull=False, react=None):
    base = f"{API}/repos/{REPO}/issues/{number}"
    page = f"https://github.com/{REPO}/{'pull' if pull else 'issues'}/{number}"
    o = {"url": base, "repository_url": f"{API}/repos/{REPO}", "html_url": page, "id": 1000 + number,
         "node_id": f"I_{number}", "number": number, "title": title, "user": author, "labels": list(labels),
         "state": state, "locked": False, "assignee": assignees[0] if assignees else None,
         "assignees": list(assignees), "milestone": milestone, "comments": comments, "created_at": created,
         "updated_at": updated, "closed_at": closed, "author_association": "MEMBER", "active_lock_reason": None,
         "body": body, "reactions": react or reactions(base + "/reactions"), "state_reason": state_reason}
    if pull:
        o["draft"] = False
        o["pull_request"] = {"url": f"{API}/repos/{REPO}/pulls/{number}", "html_url": page,
                             "merged_at": None}
    return o


def comment(number, cid, author, body, created, updated=None, association="NONE", react=None):
    url = f"{API}/repos/{REPO}/issues/comments/{cid}"
    return {"url": url, "html_url": f"https://github.com/{REPO}/issues/{number}#issuecomment-{cid}",
            "issue_url": f"{API}/repos/{REPO}/issues/{number}", "id": cid, "node_id": f"IC_{cid}", "user": author,
            "created_at": created, "updated_at": updated or created, "author_association": association,
            "body": body, "reactions": react or reactions(url + "/reactions"), "performed_via_github_app": None}


def review(number, rid, author, state, body, submitted, association="MEMBER"):
    o = {"id": rid, "node_id": f"PRR_{rid}", "user": author, "body": body, "state": state,
         "html_url": f"https://github.com/{REPO}/pull/{number}#pullrequestreview-{rid}",
         "pull_request_url": f"{API}/repos/{REPO}/pulls/{number}", "author_association": association,
         "commit_id": f"{rid:040x}"}
    if submitted:
        o["submitted_at"] = submitted
    return o


def pull(number, title, body, author, state="open", draft=False, merged_at=None, merged_by=None, head_owner=None,
         reviewers=(), teams=(), mergeable=None, auto_merge=None):
    owner = head_owner or {"login": "octo-org", "id": 90, "node_id": "O_90", "type": "Organization"}
    head_repo = {"id": 500 if head_owner else 400, "name": "tracker", "owner": owner}
    return {"url": f"{API}/repos/{REPO}/pulls/{number}", "id": 2000 + number, "node_id": f"PR_{number}",
            "html_url": f"https://github.com/{REPO}/pull/{number}", "number": number, "state": state,
            "title": title, "user": author, "body": body, "draft": draft, "merged_at": merged_at,
            "merged": merged_at is not None, "merged_by": merged_by, "mergeable": mergeable,
            "requested_reviewers": list(reviewers), "requested_teams": list(teams), "auto_merge": auto_merge,
            "head": {"label": f"{owner['login']}:topic-{number}", "ref": f"topic-{number}",
                     "sha": f"{number:040x}", "repo": head_repo},
            "base": {"label": "octo-org:main", "ref": "main", "sha": "f" * 40, "repo": {"id": 400}},
            "commits": 3, "additions": 37, "deletions": 5, "changed_files": 4}


def older(o, drop):
    """An older server's object: the members it did not send yet left out, at every depth."""
    if isinstance(o, dict):
        return {k: older(v, drop) for k, v in o.items() if k not in drop}
    if isinstance(o, list):
        return [older(v, drop) for v in o]
    return o


CASES = []


def case(name, command, issue_object, comments=(), pull_object=None, reviews=None):
    CASES.append({"name": name, "command": command, "repository": REPO, "number": issue_object["number"]})
    write(f"{name}.issue.json", issue_object)
    write(f"{name}.comments.json", list(comments))
    if pull_object is not None:
        write(f"{name}.pull.json", pull_object)
        write(f"{name}.reviews.json", list(reviews or []))
    write_text(f"{name}.raw.txt", raw(command, issue_object, pull_object, reviews or []))
    write_text(f"{name}.comments.txt", raw_comments(comments, reviews or [] if command == "pr" else []))
    write(f"{name}.gh.json", gh_json(command, issue_object, comments, pull_object, reviews or []))


# ---- gh's rules -------------------------------------------------------------------------------------------------


def login(u):
    """GraphQL's login: a bot's without `[bot]`; "" for a deleted account."""
    if u is None:
        return ""
    if u.get("type") == "Bot" and u["login"].endswith("[bot]"):
        return u["login"][:-5]
    return u["login"]


def label_names(labels):
    return ", ".join(sorted((l["name"] for l in labels), key=str.lower))


def gh_state(issue_object, pull_object):
    if pull_object is not None and pull_object.get("merged_at"):
        return "MERGED"
    return "CLOSED" if issue_object.get("state") == "closed" else "OPEN"


def reviewer_list(issue_object, pull_object, reviews):
    author = login(issue_object.get("user"))
    latest = {}
    for r in reviews:
        if login(r.get("user")) == author:
            continue
        latest[login(r.get("user")) or "ghost"] = r["state"]
    for u in pull_object.get("requested_reviewers") or []:
        latest[login(u)] = "REQUESTED"
    for t in pull_object.get("requested_teams") or []:
        latest[f"{REPO.split('/')[0]}/{t['slug']}"] = "REQUESTED"
    shown = [(n, s) for n, s in latest.items() if s != "PENDING"]
    shown.sort(key=lambda e: (e[1] == "REQUESTED", e[0].encode()))
    words = {"REQUESTED": "Requested", "APPROVED": "Approved", "CHANGES_REQUESTED": "Changes requested",
             "COMMENTED": "Commented", "DISMISSED": "Commented"}
    return ", ".join(f"{n} ({words[s]})" for n, s in shown)


def raw(command, i, p, reviews):
    lines = [("title", i["title"])]
    if command == "pr":
        state = "DRAFT" if p.get("draft") and gh_state(i, p) == "OPEN" else gh_state(i, p)
        lines += [("state", state), ("author", login(i.get("user"))), ("labels", label_names(i.get("labels") or [])),
                  ("assignees", ", ".join(a["login"] for a in i.get("assignees") or [])),
                  ("reviewers", reviewer_list(i, p, reviews)), ("projects", ""),
                  ("milestone", (i.get("milestone") or {}).get("title", "")), ("number", str(i["number"])),
                  ("url", i["html_url"]), ("additions", str(p.get("additions", 0))),
                  ("deletions", str(p.get("deletions", 0)))]
        auto = p.get("auto_merge")
        lines.append(("auto-merge", "disabled" if not auto else
                      f"enabled\t{login(auto.get('enabled_by'))}\t{auto['merge_method'].lower()}"))
    else:
        lines += [("state", gh_state(i, p)), ("author", login(i.get("user"))),
                  ("labels", label_names(i.get("labels") or [])), ("comments", str(i.get("comments", 0))),
                  ("assignees", ", ".join(a["login"] for a in i.get("assignees") or [])), ("projects", ""),
                  ("milestone", (i.get("milestone") or {}).get("title", "")), ("number", str(i["number"]))]
    return "".join(f"{k}:\t{v}\n" for k, v in lines) + "--\n" + (i.get("body") or "") + "\n"


def displayable(r):
    return r["state"] != "PENDING" and not (r["state"] == "COMMENTED" and not r.get("body"))


def raw_comments(comments, reviews):
    entries = [(c["created_at"], "comment", c) for c in comments]
    entries += [(r["submitted_at"], "review", r) for r in reviews if displayable(r)]
    entries.sort(key=lambda e: e[0])
    status = {"APPROVED": "approved", "CHANGES_REQUESTED": "changes requested", "COMMENTED": "commented",
              "DISMISSED": "dismissed"}
    out = ""
    for _, kind, e in entries:
        edited = kind == "comment" and e.get("updated_at", e["created_at"]) > e["created_at"]
        out += (f"author:\t{login(e.get('user'))}\n"
                f"association:\t{(e.get('author_association') or 'NONE').lower()}\n"
                f"edited:\t{'true' if edited else 'false'}\n"
                f"status:\t{'none' if kind == 'comment' else status[e['state']]}\n"
                f"--\n{e.get('body') or ''}\n--\n")
    return out


def author(u):
    if u is None:
        return {"is_bot": True, "login": "app/"}
    if u.get("type", "User") != "User":
        return {"is_bot": True, "login": "app/" + login(u)}
    return {"id": u.get("node_id", ""), "is_bot": False, "login": u["login"], "name": ""}


def reaction_groups(r):
    return [{"content": graph, "users": {"totalCount": r[rest]}} for rest, graph in REACTIONS if r and r.get(rest, 0) > 0]


def gh_json(command, i, comments, p, reviews):
    o = {
        "assignees": [{"id": a.get("node_id", ""), "login": a["login"], "name": ""} for a in i.get("assignees") or []],
        "author": author(i.get("user")), "body": i.get("body") or "",
        "closed": i.get("state") == "closed", "closedAt": i.get("closed_at"),
        "comments": [{"id": c.get("node_id", ""), "author": {"login": login(c.get("user"))},
                      "authorAssociation": c.get("author_association") or "NONE", "body": c.get("body") or "",
                      "createdAt": c["created_at"],
                      "includesCreatedEdit": c.get("updated_at", c["created_at"]) > c["created_at"],
                      "reactionGroups": reaction_groups(c.get("reactions")), "url": c.get("html_url", "")}
                     for c in comments],
        "createdAt": i["created_at"], "id": i.get("node_id", ""),
        "labels": [{"id": l.get("node_id", ""), "name": l["name"], "description": l.get("description") or "",
                    "color": l.get("color", "")} for l in i.get("labels") or []],
        "milestone": None if not i.get("milestone") else {
            "number": i["milestone"]["number"], "title": i["milestone"]["title"],
            "description": i["milestone"].get("description") or "", "dueOn": i["milestone"].get("due_on")},
        "number": i["number"], "reactionGroups": reaction_groups(i.get("reactions")),
        "state": gh_state(i, p), "stateReason": (i.get("state_reason") or "").upper(), "title": i["title"],
        "updatedAt": i["updated_at"], "url": i["html_url"],
    }
    if command != "pr":
        return o
    del o["stateReason"]  # not a field of gh's pull requests
    owner = p["head"]["repo"]["owner"] if p["head"].get("repo") else {"login": p["head"]["label"].split(":")[0]}
    mergeable = p.get("mergeable")
    o.update({
        "additions": p.get("additions", 0), "baseRefName": p["base"]["ref"], "changedFiles": p.get("changed_files", 0),
        "deletions": p.get("deletions", 0), "headRefName": p["head"]["ref"], "headRefOid": p["head"].get("sha", ""),
        "headRepositoryOwner": {**({"id": owner["node_id"]} if owner.get("node_id") else {}), "login": owner["login"]},
        "isCrossRepository": bool(p["head"].get("repo")) and p["head"]["repo"]["id"] != p["base"]["repo"]["id"],
        "isDraft": bool(p.get("draft")),
        "mergeable": "UNKNOWN" if mergeable is None else ("MERGEABLE" if mergeable else "CONFLICTING"),
        "mergedAt": p.get("merged_at"), "mergedBy": author(p["merged_by"]) if p.get("merged_by") else None,
        "reviewRequests": [{"__typename": "User", "login": login(u)} for u in p.get("requested_reviewers") or []]
        + [{"__typename": "Team", "name": t["name"], "slug": f"{REPO.split('/')[0]}/{t['slug']}"}
           for t in p.get("requested_teams") or []],
        "reviews": [{"id": r.get("node_id", ""), "author": {"login": login(r.get("user"))},
                     "authorAssociation": r.get("author_association") or "NONE", "body": r.get("body") or "",
                     "submittedAt": r.get("submitted_at"), "includesCreatedEdit": False, "state": r["state"],
                     "commit": {"oid": r.get("commit_id") or ""}} for r in reviews],
    })
    return o


def write(name, value):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(value, f, indent=1, ensure_ascii=False)
        f.write("\n")


def write_text(name, text):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)


# ---- the cases --------------------------------------------------------------------------------------------------

bug = label("bug", "d73a4a", "Something isn't working", 1)
first = label("good first issue", "7057ff", None, 2)
Docs = label("Docs", "0075ca", "Documentation", 3)
v1 = {"url": f"{API}/repos/{REPO}/milestones/1", "id": 7, "node_id": "MI_1", "number": 1, "title": "v1.0",
      "description": None, "state": "open", "due_on": "2024-06-01T07:00:00Z"}

case("open-issue", "issue",
     issue(12, "Crash on start", "The app **crashes** on start.\r\n\r\n```\r\nFatal error\r\n```", OCTOCAT,
           labels=[first, bug, Docs], assignees=[MONA, HUBOT], milestone=v1, comments=3,
           react=reactions(f"{API}/repos/{REPO}/issues/12/reactions", plus1=2, hooray=1)),
     [comment(12, 101, MONA, "I can reproduce this.", time(3), association="MEMBER",
              react=reactions("r", heart=1)),
      comment(12, 102, DEPENDABOT, "Bumped.", time(4), time(5)),
      comment(12, 103, OCTOCAT, "Fixed in #13.", time(6), association="OWNER")])

case("closed-not-planned", "issue",
     issue(2, "Support Windows 95", None, HUBOT, state="closed", state_reason="not_planned", closed=time(9)))

case("no-body", "issue", issue(4, "An empty body", "", MONA))

case("deleted-author", "issue",
     issue(5, "Written by an account since deleted", "Still here.", None, comments=2),
     [comment(5, 501, None, "Me neither.", time(3)), comment(5, 502, MONA, None, time(4))])

case("many-comments", "issue",
     issue(6, "A long thread", "Read on.", OCTOCAT, comments=250),
     [comment(6, 6000 + n, [MONA, HUBOT, DEPENDABOT][n % 3], f"Comment {n} of 250.", time(1 + n // 24, n % 24))
      for n in range(250)])

merged_issue = issue(3, "Add a cache", "Adds a disk cache.", OCTOCAT, state="closed", closed=time(10), comments=2,
                     pull=True, labels=[label("enhancement", "a2eeef", "New feature", 4)])
case("merged-pull-request", "pr", merged_issue,
     [comment(3, 301, MONA, "Nice.", time(2)), comment(3, 302, OCTOCAT, "Thanks.", time(8), association="OWNER")],
     pull(3, "Add a cache", "Adds a disk cache.", OCTOCAT, state="closed", merged_at=time(10), merged_by=HUBOT,
          reviewers=[user("monalisa", 4)], teams=[{"id": 1, "name": "Core Team", "slug": "core"}], mergeable=None),
     [review(3, 1, HUBOT, "CHANGES_REQUESTED", "Please add tests.", time(3)),
      review(3, 2, MONA, "APPROVED", "", time(4)),
      review(3, 3, DEPENDABOT, "COMMENTED", "Looks fine.", time(5), association="NONE"),
      review(3, 4, HUBOT, "COMMENTED", "", time(6)),
      review(3, 5, user("lea", 5), "DISMISSED", "Out of date.", time(7), association="CONTRIBUTOR"),
      review(3, 6, OCTOCAT, "APPROVED", "Self-review.", time(7, 13)),
      review(3, 7, user("monalisa", 4), "PENDING", "Draft thoughts.", None)])

case("merged-pull-request-as-issue", "issue", merged_issue,
     [comment(3, 301, MONA, "Nice.", time(2)), comment(3, 302, OCTOCAT, "Thanks.", time(8), association="OWNER")],
     pull(3, "Add a cache", "Adds a disk cache.", OCTOCAT, state="closed", merged_at=time(10), merged_by=HUBOT))

draft_issue = issue(7, "Work in progress", "Not yet.", MONA, pull=True)
case("draft-pull-request", "pr", draft_issue, [],
     pull(7, "Work in progress", "Not yet.", MONA, draft=True, head_owner=MONA, mergeable=True,
          auto_merge={"enabled_by": DEPENDABOT, "merge_method": "squash"}), [])

newer = ("node_id", "state_reason", "reactions", "author_association", "draft", "type", "user_view_type",
         "assignees", "requested_teams", "mergeable", "auto_merge", "performed_via_github_app", "description")
older_issue = older(issue(9, "From an older server", "Old.", OCTOCAT, labels=[bug], comments=1, pull=True), newer)
older_issue["pull_request"] = {"url": f"{API}/repos/{REPO}/pulls/9", "html_url": f"https://github.com/{REPO}/pull/9"}
case("older-server", "pr", older_issue,
     [older(comment(9, 901, MONA, "Old comment.", time(3), association="MEMBER"), newer)],
     older(pull(9, "From an older server", "Old.", OCTOCAT), newer),
     [older(review(9, 91, HUBOT, "APPROVED", "Fine.", time(4)), newer)])

write("cases.json", CASES)
