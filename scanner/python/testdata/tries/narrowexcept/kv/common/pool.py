"""One connection for every tool."""

import sqlalchemy
from sqlalchemy import create_engine

from kv.common.auth import AuthSetupError, make_token, refresh


class Pool:
    _engine = None

    @classmethod
    def connect(cls):
        if cls._engine is None:
            try:
                try:
                    token = make_token()
                except AuthSetupError:
                    # A class of another module: this file cannot tell its bases, so the
                    # re-raise counts as caught by the tools' clauses; the catch-all below
                    # re-raises it, and names it.
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
                # Re-raises only what the clauses above did not take: never a SQLAlchemyError,
                # so the tools' except SQLAlchemyError lets it through (not put's, which names
                # ValueError too).
                raise  # want: raisederror related=22,kv/tools/keys.py:10,kv/tools/keys.py:12
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
