#!/usr/bin/env python3
"""Extracts the examples of the sections RepoBrowser's README renderer supports from the CommonMark spec.

Usage: make_commonmark_examples.py SPEC_TXT > commonmark-examples.json
SPEC_TXT is spec.txt from commonmark/commonmark-spec (0.31.2, CC BY-SA 4.0; see THIRD-PARTY-NOTICES.md).
Each example becomes {"number", "section", "markdown", "html"}; the spec writes tabs as a right arrow.
"""

import json
import sys

SECTIONS = {
    "Tabs", "Backslash escapes", "Entity and numeric character references", "Thematic breaks", "ATX headings",
    "Setext headings", "Indented code blocks", "Fenced code blocks", "Paragraphs", "Blank lines", "Block quotes",
    "List items", "Lists", "Code spans", "Emphasis and strong emphasis", "Links", "Images", "Autolinks",
    "Raw HTML", "Hard line breaks", "Soft line breaks", "Textual content",
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
        if line.startswith("## ") and not line.startswith("## foo"):
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
