"""Agent tools (langchain) over the back end, reused by the MCP server through .func."""

from langchain_core.tools import tool

from lib.backend import backend


@tool
def rename_account(account_id: int, name: str):
    """Answers: 'Rename account 5 to Savings'."""
    if account_id <= 0:
        return {"error": f"Invalid account_id: {account_id}"}
    if not name.strip():
        return {"error": "name must be a non-empty string"}
    return {"id": account_id, "name": name.strip()}


@tool
def account_details(account_id: int):
    """Answers: 'What is the balance of account 5?'"""
    return backend.get(f"accounts/{account_id}")


@tool
def backend_status():
    """Answers: 'Is the back end up?'"""
    return backend.ping()


@tool
def statement_rows(account_id: int):
    """Answers: 'List the statement of account 5'."""
    try:
        return backend.get(f"accounts/{account_id}/statement")["rows"]
    except KeyError as e:
        return f"Error: the statement has no rows: {e}"
