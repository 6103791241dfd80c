#!/usr/bin/env python3
"""Generates Platform/Offline/SampleRepositories.swift: RepoBrowser's bundled, clearly invented sample data.

Run from anywhere:  python3 Platform/Offline/generate_sample_data.py
The output is deterministic (fixed seed), so regenerating without changes gives the same file.
Items are shaped like GitHub's search items; each has detail parts (languages, contributors, sometimes a
release and a README). A few descriptions carry unicode, emoji, CJK and terminal escape sequences on purpose,
so the front end's sanitiser is exercised.
"""

import json
import os
import random

SEED = 20240601
OWNERS = ["sample-org", "sample-labs", "demo-collective", "example-works", "sample-user", "fixture-foundry"]
LANGUAGES = {
    "Swift": ["ios", "macos", "server-side-swift", "swiftui"],
    "Kotlin": ["android", "jvm", "coroutines", "multiplatform"],
    "Rust": ["cli", "wasm", "async", "embedded"],
    "Go": ["cloud-native", "kubernetes", "grpc", "microservices"],
    "Python": ["data-science", "machine-learning", "automation", "django"],
    "TypeScript": ["react", "nodejs", "web", "deno"],
    "C": ["embedded", "systems", "posix", "compression"],
    "Java": ["spring", "jvm", "enterprise", "gradle"],
}
SECONDARY = {
    "Swift": ["C", "Objective-C", "Shell"], "Kotlin": ["Java", "Shell"], "Rust": ["Shell", "C"],
    "Go": ["Shell", "Makefile", "Dockerfile"], "Python": ["Jupyter Notebook", "Shell", "C"],
    "TypeScript": ["JavaScript", "CSS", "HTML"], "C": ["Makefile", "Assembly", "Shell"], "Java": ["Kotlin", "Shell"],
}
SUBJECTS = [
    ("json-parser", "parses JSON documents with typed errors"),
    ("http-client", "sends HTTP requests with retries and timeouts"),
    ("task-queue", "runs background jobs with priorities"),
    ("image-resizer", "resizes and crops images in batches"),
    ("markdown-renderer", "renders Markdown to HTML and terminal text"),
    ("rate-limiter", "limits request rates with token buckets"),
    ("config-loader", "loads layered configuration from files and the environment"),
    ("log-shipper", "collects structured logs and ships them"),
    ("cache-store", "keeps a bounded in-memory cache with expiry"),
    ("cli-toolkit", "builds command-line tools with subcommands"),
    ("date-utils", "parses and formats calendar dates"),
    ("websocket-chat", "demonstrates a small WebSocket chat server"),
    ("graph-algorithms", "implements shortest paths and spanning trees"),
    ("state-machine", "models finite state machines declaratively"),
    ("feature-flags", "toggles features per user and environment"),
    ("metrics-exporter", "exports counters and histograms"),
    ("pdf-builder", "assembles PDF documents from templates"),
    ("auth-middleware", "checks bearer tokens in web requests"),
    ("snapshot-testing", "compares rendered output against recorded snapshots"),
    ("dependency-graph", "resolves package dependency graphs"),
]
LICENSES = [
    {"key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": "https://api.github.com/licenses/mit"},
    {"key": "apache-2.0", "name": "Apache License 2.0", "spdx_id": "Apache-2.0",
     "url": "https://api.github.com/licenses/apache-2.0"},
    {"key": "bsd-3-clause", "name": "BSD 3-Clause \"New\" or \"Revised\" License", "spdx_id": "BSD-3-Clause",
     "url": "https://api.github.com/licenses/bsd-3-clause"},
    {"key": "other", "name": "Other", "spdx_id": "NOASSERTION", "url": None},
    None,
]
SPECIAL_DESCRIPTIONS = [
    ("unicode-showcase", "Swift", "Sample data: ünïcödé text handling — naïve café façade résumé ✓"),
    ("emoji-reactions", "TypeScript", "Sample data: emoji reactions 🎉🚀👍🏽 and flags 🇯🇵🇧🇷 for chat apps"),
    ("cjk-tokenizer", "Python", "サンプルデータ：日本語・中文・한국어 テキストの分かち書き (sample data)"),
    ("rtl-layout", "Kotlin", "Sample data: right-to-left layout — مرحبا بالعالم and שלום עולם"),
    ("terminal-escape-test", "C",
     "Sample data with hostile text: \u001b]0;pwned\u0007 sets a title, \u001b[2J clears the screen, "
     "\u001b[31mred\u001b[0m and a bell \u0007 — a sanitiser must neutralise these"),
    ("control-chars-in-text", "Go", "Sample data: tabs\tand\nnewlines\rcarriage returns in one description"),
]


def timestamp(rng, start_year, end_year):
    year = rng.randint(start_year, end_year)
    return f"{year:04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:" \
           f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


def make_item(rng, index, owner, name, language, description, topics):
    stars = min(120000, int(rng.paretovariate(0.8) * 10)) if index % 7 else rng.randint(5000, 90000)
    created = timestamp(rng, 2012, 2020)
    updated = timestamp(rng, 2021, 2024)
    item = {
        "id": 900000000 + index * 7919,
        "node_id": f"SAMPLE{index:05d}",
        "name": name,
        "full_name": f"{owner}/{name}",
        "private": False,
        "owner": {"login": owner, "id": 5000 + OWNERS.index(owner) if owner in OWNERS else 5999,
                  "avatar_url": f"https://avatars.example.invalid/{owner}.png",
                  "html_url": f"https://github.com/{owner}", "type": "Organization" if "org" in owner else "User"},
        "html_url": f"https://github.com/{owner}/{name}",
        "description": description,
        "fork": index % 23 == 5,
        "homepage": None if index % 3 else f"https://{owner}.example.invalid/{name}",
        "size": rng.randint(50, 90000),
        "stargazers_count": stars,
        "watchers_count": stars,
        "forks_count": stars // rng.randint(5, 20),
        "open_issues_count": rng.randint(0, 400),
        "language": language,
        "topics": topics,
        "license": rng.choice(LICENSES),
        "archived": index % 17 == 3,
        "created_at": created,
        "updated_at": updated,
        "pushed_at": None if index % 41 == 9 else updated,
        "default_branch": "main" if index % 5 else "master",
        "score": 1.0,
    }
    if index == 11:
        item["owner"] = None  # GitHub's schema allows a null owner; the login then comes from full_name.
    return item


def make_detail(rng, index, item):
    language = item["language"]
    languages = {}
    if language:
        languages[language] = rng.randint(20000, 2000000)
        for extra in rng.sample(SECONDARY.get(language, ["Shell"]), k=rng.randint(0, 2)):
            languages[extra] = rng.randint(100, 50000)
    contributors = [
        {"login": f"sample-contributor-{(index * 3 + n) % 97}", "id": 70000 + (index * 3 + n) % 97,
         "html_url": f"https://github.com/sample-contributor-{(index * 3 + n) % 97}", "type": "User",
         "contributions": max(1, 900 // (n + 1) - rng.randint(0, 20))}
        for n in range(rng.randint(0, 8))
    ]
    release = None
    if index % 5 != 2:
        major, minor = rng.randint(0, 4), rng.randint(0, 20)
        release = {"tag_name": f"v{major}.{minor}.0", "name": f"Version {major}.{minor}.0",
                   "published_at": item["updated_at"],
                   "html_url": f"{item['html_url']}/releases/tag/v{major}.{minor}.0"}
    readme = None
    if index % 4 != 1:
        readme = (f"# {item['name']}\n\nThis is sample data bundled with RepoBrowser, not a real repository.\n\n"
                  f"{item['description'] or 'No description.'}\n\n## Usage\n\nSee the (invented) documentation.\n")
    return {"subscribers_count": rng.randint(1, 500), "languages": languages, "contributors": contributors,
            "latest_release": release, "readme": readme}


def build():
    rng = random.Random(SEED)
    items, details = [], {}
    index = 0
    for language, topic_pool in LANGUAGES.items():
        for position, (subject, purpose) in enumerate(SUBJECTS):
            owner = OWNERS[index % len(OWNERS)]
            name = f"{language.lower()}-{subject}"
            description = f"Sample project: a {language} library that {purpose}."
            topics = sorted(set(rng.sample(topic_pool, k=2) + [subject.split('-')[0]]))
            item = make_item(rng, index, owner, name, language, description, topics)
            items.append(item)
            details[item["full_name"]] = make_detail(rng, index, item)
            index += 1
    for name, language, description in SPECIAL_DESCRIPTIONS:
        item = make_item(rng, index, "sample-org", name, language, description, ["sample-data", "unicode"])
        items.append(item)
        details[item["full_name"]] = make_detail(rng, index, item)
        index += 1
    bare = make_item(rng, index, "sample-user", "empty-repository", None, None, [])
    items.append(bare)
    details[bare["full_name"]] = {"subscribers_count": 0, "languages": {}, "contributors": [],
                                  "latest_release": None, "readme": None}
    return {"notice": "Invented sample data for RepoBrowser's offline mode; no real repositories.",
            "items": items, "details": details}


def main():
    data = build()
    lines = ["{", f'"notice": {json.dumps(data["notice"])},', '"items": [']
    lines += [json.dumps(item, ensure_ascii=False) + ("," if n + 1 < len(data["items"]) else "")
              for n, item in enumerate(data["items"])]
    lines += ["],", '"details": {']
    keys = list(data["details"])
    lines += [json.dumps(key) + ": " + json.dumps(data["details"][key], ensure_ascii=False)
              + ("," if n + 1 < len(keys) else "") for n, key in enumerate(keys)]
    lines += ["}", "}"]
    text = "\n".join(lines)
    json.loads(text)
    assert '"""#' not in text
    swift = (
        "// Generated by generate_sample_data.py; do not edit by hand.\n\n"
        "/// RepoBrowser's bundled sample data as JSON text, shaped like GitHub's search items plus detail parts.\n"
        "///\n/// Embedded in source so the offline mode needs no resource bundle and cannot fail to find it.\n"
        "enum SampleRepositories {\n"
        "    /// The JSON document: `items` (search items) and `details` (parts by `owner/name`).\n"
        "    static let json = #\"\"\"\n" + text + "\n\"\"\"#\n}\n"
    )
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "SampleRepositories.swift")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(swift)
    print(f"wrote {len(data['items'])} repositories to {path}")


if __name__ == "__main__":
    main()
