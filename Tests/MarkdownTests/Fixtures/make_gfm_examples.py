#!/usr/bin/env python3
"""Extracts the examples of GitHub Flavored Markdown's own extensions from the GFM spec.

Usage: make_gfm_examples.py SPEC_TXT > gfm-examples.json
SPEC_TXT is test/spec.txt from github/cmark-gfm (GFM spec 0.29-gfm, CC BY-SA 4.0; see THIRD-PARTY-NOTICES.md).
Kept: the extension sections for tables, task list items, strikethrough, extended autolinks and disallowed raw
HTML. Each example becomes {"number", "section", "markdown", "html"}, numbered as the spec numbers them; the spec
writes tabs as a right arrow.
"""

import json
import sys

SECTIONS = {
    "Tables (extension)", "Task list items (extension)", "Strikethrough (extension)", "Autolinks (extension)",
    "Disallowed Raw HTML (extension)",
}
FENCE = "`" * 32


def main(path):
    examples = []
    section = None
    number = 0
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("## "):
            section = line[3:].strip()
        if line.startswith(FENCE + " example"):
            number += 1
            body = []
            index += 1
            while not lines[index].startswith(FENCE):
                body.append(lines[index])
                index += 1
            text = "\n".join(body).replace("\u2192", "\t")
            markdown, html = text.split("\n.\n", 1) if "\n.\n" in text else (text.rstrip("."), "")
            if markdown == ".":
                markdown = ""
            if section in SECTIONS:
                examples.append({"number": number, "section": section, "markdown": markdown + "\n", "html": html})
        index += 1
    json.dump(examples, sys.stdout, ensure_ascii=False, indent=0)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
