"""Helpers that take the database as an untyped parameter; no MCP import."""

from typing import Any


def run_query(sql: str, db: Any) -> list:
    return db.query(sql)


def describe(db) -> str:
    return db.describe()


def forward(db, sql: str) -> list:
    # Hands its own parameter on: what its callers pass reaches run_query.
    return run_query(sql, db)


def export(db, path: str) -> str:
    return db.export(path)


def lookup(cache, key: str) -> list:
    return cache.query(key)


def fetch(client: "Remote", path: str) -> str:
    # Fine: the parameter names its class, which the root does not define; no alias applies.
    return client.query(path)
