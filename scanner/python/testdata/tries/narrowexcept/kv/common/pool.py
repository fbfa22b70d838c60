"""One connection for every tool."""

import sqlalchemy
from sqlalchemy import create_engine

from kv.common import auth
from kv.common.auth import AuthSetupError, QuotaError, TokenExpired, make_token, refresh


class PoolAuthError(AuthSetupError):
    """Derives from another module's class, which derives from Exception alone."""


class Pool:
    _engine = None

    @classmethod
    def connect(cls):
        if cls._engine is None:
            try:
                try:
                    token = make_token()
                except AuthSetupError:
                    # A class of another module, which derives from Exception alone: the
                    # catch-all below re-raises it, and that re-raise is the site (naming this
                    # one); this one is only a step on its way there (ownreplaced.go).
                    raise
                cls._engine = create_engine(f"postgresql://{token}@db/kv")
            except sqlalchemy.exc.TimeoutError:
                # The library's, not the builtin TimeoutError: its bases are not known, so the
                # tools' except SQLAlchemyError counts as catching it.
                raise
            except sqlalchemy.exc.OperationalError:
                raise
            except sqlalchemy.exc.SQLAlchemyError:
                raise
            except Exception:
                # Re-raises whatever the clauses above did not take, of any other class (the
                # AuthSetupError re-raised above): the tools' clauses that name classes let it
                # through, put's naming ValueError too.
                raise  # want: raisederror related=27,kv/tools/keys.py:10,kv/tools/keys.py:12,kv/tools/keys.py:20
            if cls._engine is None:
                # A library's class outside the tables: its bases are not known, so the tools'
                # except SQLAlchemyError counts as catching it.
                raise sqlalchemy.exc.OperationalError("connect", {}, None)
        refresh(str(cls._engine.url))
        return cls._engine.connect()

    @classmethod
    def check_size(cls, value):
        if len(value) > 1024:
            raise ValueError("values hold at most 1024 bytes")  # want: raisederror related=kv/tools/keys.py:41,kv/tools/keys.py:43
        if not value:
            raise sqlalchemy.exc.ArgumentError("an empty value")  # as OperationalError above

    @classmethod
    def rotate(cls, key):
        if not key.isidentifier():
            raise QuotaError("keys are identifiers")  # a ValueError: rotate's clause catches it
        if key.startswith("_"):
            raise PoolAuthError("private keys need a tenant")  # want: raisederror related=kv/tools/keys.py:52,kv/tools/keys.py:54
        if key.endswith("_old"):
            raise TokenExpired("the key's token was revoked")  # an SQLAlchemyError: rotate's clause catches it
        if key == "root":
            raise auth.AuthSetupError("root needs a tenant")  # want: raisederror related=kv/tools/keys.py:52,kv/tools/keys.py:54
        return key
