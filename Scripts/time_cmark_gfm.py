#!/usr/bin/env python3
"""Times cmark-gfm, GitHub's Markdown renderer, writing HTML for each README given: the yardstick of
Benchmarks/README.md's README rendering figures.

Usage: Scripts/time_cmark_gfm.py README.md... (`pip install cmarkgfm` first)

Each file goes through cmark-gfm with GitHub's extensions (table, strikethrough, autolink, tagfilter, tasklist),
20 times after 2 untimed runs; the median CPU time of the process is printed. cmark-gfm only writes HTML: it
lays nothing out for a width, which `content-benchmarks readmes` includes.
"""

import os
import statistics
import sys
import time

import cmarkgfm
from cmarkgfm.cmark import Options

EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]


def render(text):
    return cmarkgfm.markdown_to_html_with_extensions(text, options=Options.CMARK_OPT_UNSAFE, extensions=EXTENSIONS)


def main(paths):
    print("cmark-gfm HTML, medians of 20 runs")
    for path in paths:
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for _ in range(2):
            render(text)
        times = []
        for _ in range(20):
            start = time.process_time()
            render(text)
            times.append((time.process_time() - start) * 1000)
        size = len(text.encode("utf-8")) // 1000
        print(f"  {os.path.basename(path)} ({size} KB): {statistics.median(times):.1f} ms CPU")


if __name__ == "__main__":
    main(sys.argv[1:])
