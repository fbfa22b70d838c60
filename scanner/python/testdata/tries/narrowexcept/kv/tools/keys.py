"""Tools that answer only the library's failures; others pass their clauses."""

from sqlalchemy.exc import SQLAlchemyError

from kv.common.pool import Pool
from kv.server import mcp


@mcp.tool()
async def get(key: str) -> str:
    try:
        conn = Pool.connect()
        return str(conn.execute(key))
    except SQLAlchemyError as e:
        return f"Error reading {key}: {e}"  # want: softerror


# Its clause catches ValueError too: check_size's raise stays here.
@mcp.tool()
async def put(key: str, value: str) -> str:
    try:
        Pool.check_size(value)
        Pool.connect().execute(key, value)
        return "stored"
    except (ValueError, SQLAlchemyError) as e:
        return f"Error storing {key}: {e}"  # want: softerror


# A catch-all: nothing Pool raises passes it.
@mcp.tool()
async def drop(key: str) -> str:
    try:
        Pool.connect().execute("drop", key)
        return "dropped"
    except Exception as e:
        return f"Error dropping {key}: {e}"  # want: softerror


# except KeyError does not catch check_size's ValueError.
@mcp.tool()
async def size(key: str) -> str:
    try:
        Pool.check_size(key)
    except KeyError:
        return "no such key"  # want: softerror
    return "fits"


# Its clause names ValueError and the library's class: another module's classes deriving from
# Exception alone pass it.
@mcp.tool()
async def rotate(key: str) -> str:
    try:
        Pool.rotate(key)
        return "rotated"
    except (ValueError, SQLAlchemyError) as e:
        return f"Error rotating {key}: {e}"  # want: softerror
