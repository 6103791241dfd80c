#!/usr/bin/env python3
"""Writes the text a reader sees on github.com for each README given, beside it as NAME.github.txt.

Usage: make_github_text.py README... (run from anywhere; `pip install cmarkgfm` first; docutils for .rst)

Markdown goes through cmark-gfm, GitHub's own renderer, with the extensions GitHub turns on (table,
strikethrough, autolink, tagfilter, tasklist) and raw HTML kept; then what GitHub adds on top: alerts
(`> [!NOTE]` titled "Note") and emoji shortcodes (gemoji's names, from Scripts/Emoji/emoji.json).
reStructuredText goes through docutils with the settings GitHub's markup library uses. Of the HTML, the
reader's text is kept: tags and comments dropped, `<script>` and `<style>` left out, an image as its alt
text (as its file name when it has none: GitHub shows the picture, the terminal its name), block
elements on lines of their own. Link addresses are not text, so they are left out.

ReadmeWordsTests compares these texts word by word with what the renderer shows; the READMEs here are
written for this project, shaped like popular ones (never copied from them).
"""

import html.parser
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EMOJI_JSON = os.path.join(HERE, "..", "..", "..", "..", "Scripts", "Emoji", "emoji.json")
EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
BLOCK_TAGS = {
    "address", "article", "aside", "blockquote", "br", "caption", "center", "dd", "details", "div", "dl", "dt",
    "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "img", "li", "ol", "p",
    "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
}
HIDDEN_TAGS = {"script", "style", "template", "head", "title"}
ALERT = re.compile(r"<blockquote>\s*<p>\[!(note|tip|important|warning|caution)\](?=\n|</p>)", re.IGNORECASE)


def load_shortcodes():
    with open(EMOJI_JSON, encoding="utf-8") as file:
        return {alias: entry["emoji"] for entry in json.load(file) for alias in entry["aliases"]}


SHORTCODES = load_shortcodes()
SHORTCODE = re.compile(r"(?<![A-Za-z0-9]):([a-z0-9_+-]+):(?![A-Za-z0-9])")


class VisibleText(html.parser.HTMLParser):
    """The text of an HTML fragment as a browser shows it, block elements on lines of their own."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.hidden = 0
        self.code = 0

    def handle_starttag(self, tag, attrs):
        if tag in HIDDEN_TAGS:
            self.hidden += 1
        if tag in ("code", "pre"):
            self.code += 1
        if tag in BLOCK_TAGS:
            self.parts.append("\n")
        if tag == "img" and not self.hidden:
            values = dict(attrs)
            alt = (values.get("alt") or "").strip()
            if not alt or alt == values.get("src"):  # docutils writes the address as the alt text of an image without one
                source = (values.get("src") or "").split("?")[0].split("#")[0].rstrip("/")
                alt = source.rsplit("/", 1)[-1]
            self.parts.append(" " + alt + " ")

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in HIDDEN_TAGS:
            self.hidden -= 1

    def handle_endtag(self, tag):
        if tag in HIDDEN_TAGS and self.hidden:
            self.hidden -= 1
        if tag in ("code", "pre") and self.code:
            self.code -= 1
        if tag in BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data):
        if self.hidden:
            return
        if not self.code:
            data = SHORTCODE.sub(lambda match: SHORTCODES.get(match.group(1), match.group(0)), data)
        self.parts.append(data)


def markdown_html(text):
    import cmarkgfm
    from cmarkgfm.cmark import Options

    rendered = cmarkgfm.markdown_to_html_with_extensions(text, options=Options.CMARK_OPT_UNSAFE, extensions=EXTENSIONS)
    return ALERT.sub(lambda match: "<blockquote>\n<p>" + match.group(1).capitalize(), rendered)


def restructured_html(text):
    from docutils.core import publish_parts

    settings = {
        "cloak_email_addresses": False, "file_insertion_enabled": False, "raw_enabled": True,
        "strip_comments": True, "doctitle_xform": True, "initial_header_level": 2, "report_level": 5,
        "syntax_highlight": "none", "math_output": "latex", "field_name_limit": 50,
    }
    return publish_parts(text, writer_name="html", settings_overrides=settings)["html_body"]


def visible_text(path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    name = os.path.basename(path).lower()
    is_restructured = re.search(r"\.(rst|rest)(\.txt)?$", name) is not None
    parser = VisibleText()
    parser.feed(restructured_html(text) if is_restructured else markdown_html(text))
    parser.close()
    lines = ("".join(parser.parts)).split("\n")
    return "\n".join(line.strip() for line in lines if line.strip()) + "\n"


def main(paths):
    for path in paths:
        with open(path + ".github.txt", "w", encoding="utf-8") as file:
            file.write(visible_text(path))


if __name__ == "__main__":
    main(sys.argv[1:])
