#!/usr/bin/env python3
"""Writes search-history-v1.sqlite: a search history as version 1 of RepoBrowser's schema left it (before the
use_count column), holding three entries, for the migration tests. Standard library only.

Run from this folder: python3 make_search_history_v1.py
The schema below is migration 1 of SQLiteSearchHistoryRepository, statement for statement.
"""

import os
import sqlite3

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "search-history-v1.sqlite")


def main():
    if os.path.exists(PATH):
        os.remove(PATH)
    connection = sqlite3.connect(PATH)
    connection.executescript("""
        CREATE TABLE search_history (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            sort TEXT NOT NULL,
            direction TEXT NOT NULL,
            last_used_at REAL NOT NULL,
            position INTEGER NOT NULL,
            UNIQUE (text, sort, direction)
        );
        CREATE INDEX search_history_by_position ON search_history (position);
    """)
    rows = [
        ("language:swift", "best-match", "desc", 1_700_000_000.0, 1),
        ("tetris language:rust", "stars", "desc", 1_700_000_100.0, 2),
        ("user:apple", "updated", "asc", 1_700_000_200.0, 3),
    ]
    connection.executemany(
        "INSERT INTO search_history (text, sort, direction, last_used_at, position) VALUES (?, ?, ?, ?, ?)", rows)
    connection.execute("PRAGMA user_version = 1")
    connection.commit()
    connection.execute("VACUUM")
    connection.close()


if __name__ == "__main__":
    main()
