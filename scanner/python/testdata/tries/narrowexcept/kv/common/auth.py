"""Credentials for the store. Its own error class derives from Exception alone."""

import os

from sqlalchemy.exc import SQLAlchemyError


class AuthSetupError(Exception):
    """The store's credentials are not configured."""


class TenantMissing(AuthSetupError):
    pass


class TokenExpired(SQLAlchemyError):
    """Derives from the library's class the tools catch."""


class QuotaError(ValueError):
    """A ValueError: a clause naming ValueError catches it in any module."""


def make_token():
    tenant = os.environ.get("KV_TENANT")
    if not tenant:
        raise TenantMissing("KV_TENANT is not set")  # want: raisederror related=kv/common/pool.py:22,kv/tools/keys.py:10,kv/tools/keys.py:12,kv/tools/keys.py:20
    secret = os.environ.get("KV_SECRET")
    if secret is None:
        raise AuthSetupError("KV_SECRET is not set")  # want: raisederror
    try:
        return _sign(tenant, secret)
    except Exception as e:
        raise AuthSetupError(f"cannot sign a token: {e}")  # want: raisederror related=39,kv/common/pool.py:22,kv/tools/keys.py:10,kv/tools/keys.py:12,kv/tools/keys.py:20


def _sign(tenant, secret):
    if len(secret) < 8:
        raise ValueError("the secret is too short")  # want: raisederror related=32,34,kv/common/pool.py:22,kv/tools/keys.py:10,kv/tools/keys.py:12
    return tenant + ":" + secret


def refresh(token):
    if token.endswith(":old"):
        # Of a class deriving from the library's: the tools' clauses catch it.
        raise TokenExpired("the token was revoked")
    return token
