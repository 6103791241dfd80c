#!/usr/bin/env python3
"""Writes search-repositories-page.json: a deterministic 100-item GET /search/repositories response.

Shaped like GitHub's documented example (REST API 2022-11-28): every item carries the full set of URL
fields, and the page exercises what real pages contain: a null owner (item 1), null description, language
and license (item 2), absent topics (item 3), escaped text (item 4: \\u00e9, a surrogate pair for U+1F680,
\\n, \\", \\\\), an id beyond Int32 (item 5), raw UTF-8 with emoji and CJK, forks, archived repositories,
null pushed_at, and fractional scores. Run: python3 make_search_page.py (writes next to this script).
"""
import json
import os
import random

ITEM_COUNT = 100
rng = random.Random(20240521)

WORDS = ["swift", "async", "reactive", "network", "json", "parser", "terminal", "kit", "ui", "cache",
         "image", "layout", "router", "store", "graph", "crypto", "server", "cli", "lint", "format"]
LANGUAGES = ["Swift", "Objective-C", "C", "C++", "Rust", "Go", "Python", "Kotlin", None]
LICENSES = [
    {"key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": "https://api.github.com/licenses/mit",
     "node_id": "MDc6TGljZW5zZTEz"},
    {"key": "apache-2.0", "name": "Apache License 2.0", "spdx_id": "Apache-2.0",
     "url": "https://api.github.com/licenses/apache-2.0", "node_id": "MDc6TGljZW5zZTI="},
    {"key": "other", "name": "Other", "spdx_id": "NOASSERTION", "url": None, "node_id": "MDc6TGljZW5zZTA="},
    None,
]
RAW_UNICODE = ["Fast 🚀 networking for Swift", "日本語のドキュメント付き", "Café au lait — naïve résumé",
               "Emoji 👩‍💻 and flags 🇫🇷", "Ελληνικά and русский text"]
# Placeholders replaced after json.dumps so the file holds these exact escape sequences.
ESCAPED_DESCRIPTION = "Caf@E9@ @ROCKET@ line one@NL@line @QUOTE@two@QUOTE@ with a backslash @BACKSLASH@ and a tab@TAB@"
REPLACEMENTS = {"@E9@": "\\u00e9", "@ROCKET@": "\\ud83d\\ude80", "@NL@": "\\n", "@QUOTE@": "\\\"",
                "@BACKSLASH@": "\\\\", "@TAB@": "\\t"}


def timestamp(year):
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (year, rng.randint(1, 12), rng.randint(1, 28),
                                              rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))


def owner(login, owner_id, kind):
    api = "https://api.github.com/users/" + login
    return {
        "login": login, "id": owner_id, "node_id": "MDQ6VXNlcj%06d" % (owner_id % 1000000),
        "avatar_url": "https://avatars.githubusercontent.com/u/%d?v=4" % owner_id, "gravatar_id": "",
        "url": api, "html_url": "https://github.com/" + login, "followers_url": api + "/followers",
        "following_url": api + "/following{/other_user}", "gists_url": api + "/gists{/gist_id}",
        "starred_url": api + "/starred{/owner}{/repo}", "subscriptions_url": api + "/subscriptions",
        "organizations_url": api + "/orgs", "repos_url": api + "/repos", "events_url": api + "/events{/privacy}",
        "received_events_url": api + "/received_events", "type": kind, "site_admin": False,
    }


def item(index):
    login = "%s-%s%d" % (rng.choice(WORDS), rng.choice(WORDS), index)
    name = "%s%s" % (rng.choice(WORDS).capitalize(), rng.choice(WORDS).capitalize())
    full_name = login + "/" + name
    repo_id = 5_000_000_000 if index == 5 else 10_000_000 + index * 7919
    api = "https://api.github.com/repos/" + full_name
    stars = rng.randint(100, 70000) if index else 67000
    forks = rng.randint(0, stars // 3)
    language = rng.choice(LANGUAGES)
    description = "%s %s library for %s" % (rng.choice(WORDS), rng.choice(WORDS), rng.choice(WORDS))
    if index % 7 == 0:
        description = rng.choice(RAW_UNICODE)
    license_value = rng.choice(LICENSES)
    if index == 0:
        login, name, full_name = "apple", "swift", "apple/swift"
        api = "https://api.github.com/repos/apple/swift"
        language, license_value = "Swift", LICENSES[1]
        description = "The Swift Programming Language"
    if index == 2:
        description, language, license_value = None, None, None
    if index == 4:
        description = ESCAPED_DESCRIPTION
    value = {
        "id": repo_id, "node_id": "MDEwOlJlcG9zaXRvcnk%08d" % (repo_id % 100000000), "name": name,
        "full_name": full_name, "private": False,
        "owner": None if index == 1 else owner(login, 1000 + index, "Organization" if index % 3 == 0 else "User"),
        "html_url": "https://github.com/" + full_name, "description": description, "fork": index % 11 == 0 and index > 0,
        "url": api, "forks_url": api + "/forks", "keys_url": api + "/keys{/key_id}",
        "collaborators_url": api + "/collaborators{/collaborator}", "teams_url": api + "/teams",
        "hooks_url": api + "/hooks", "issue_events_url": api + "/issues/events{/number}",
        "events_url": api + "/events", "assignees_url": api + "/assignees{/user}",
        "branches_url": api + "/branches{/branch}", "tags_url": api + "/tags",
        "blobs_url": api + "/git/blobs{/sha}", "git_tags_url": api + "/git/tags{/sha}",
        "git_refs_url": api + "/git/refs{/sha}", "trees_url": api + "/git/trees{/sha}",
        "statuses_url": api + "/statuses/{sha}", "languages_url": api + "/languages",
        "stargazers_url": api + "/stargazers", "contributors_url": api + "/contributors",
        "subscribers_url": api + "/subscribers", "subscription_url": api + "/subscription",
        "commits_url": api + "/commits{/sha}", "git_commits_url": api + "/git/commits{/sha}",
        "comments_url": api + "/comments{/number}", "issue_comment_url": api + "/issues/comments{/number}",
        "contents_url": api + "/contents/{+path}", "compare_url": api + "/compare/{base}...{head}",
        "merges_url": api + "/merges", "archive_url": api + "/{archive_format}{/ref}",
        "downloads_url": api + "/downloads", "issues_url": api + "/issues{/number}",
        "pulls_url": api + "/pulls{/number}", "milestones_url": api + "/milestones{/number}",
        "notifications_url": api + "/notifications{?since,all,participating}",
        "labels_url": api + "/labels{/name}", "releases_url": api + "/releases{/id}",
        "deployments_url": api + "/deployments",
        "created_at": timestamp(rng.randint(2010, 2016)), "updated_at": timestamp(2024),
        "pushed_at": None if index % 17 == 3 else timestamp(2024),
        "git_url": "git://github.com/%s.git" % full_name, "ssh_url": "git@github.com:%s.git" % full_name,
        "clone_url": "https://github.com/%s.git" % full_name, "svn_url": "https://github.com/" + full_name,
        "homepage": None if index % 2 else "https://%s.example.org" % login.lower(),
        "size": rng.randint(10, 900000), "stargazers_count": stars, "watchers_count": stars,
        "language": language, "has_issues": True, "has_projects": index % 2 == 0, "has_downloads": True,
        "has_wiki": index % 3 != 0, "has_pages": False, "has_discussions": index % 5 == 0,
        "forks_count": forks, "mirror_url": None, "archived": index % 13 == 6, "disabled": False,
        "open_issues_count": rng.randint(0, 2000), "license": license_value, "allow_forking": True,
        "is_template": False, "web_commit_signoff_required": False,
        "topics": sorted(rng.sample(WORDS, rng.randint(0, 5))), "visibility": "public",
        "forks": forks, "open_issues": 0, "watchers": stars, "default_branch": "main" if index % 4 else "master",
        "score": round(rng.uniform(0.5, 1.0), 6) if index else 1.0,
    }
    if index == 0:
        value["topics"] = ["swift", "compiler", "programming-language"]
    if index == 3:
        del value["topics"]
    value["open_issues"] = value["open_issues_count"]
    return value


page = {"total_count": 523871, "incomplete_results": False, "items": [item(index) for index in range(ITEM_COUNT)]}
text = json.dumps(page, ensure_ascii=False, indent=2)
for placeholder, escape in REPLACEMENTS.items():
    text = text.replace(placeholder, escape)
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "search-repositories-page.json")
with open(path, "w", encoding="utf-8") as file:
    file.write(text + "\n")
