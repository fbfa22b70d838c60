"""A query function that answers as a GraphQL server does."""

STORE = {"jobs": ["j1"]}


def run_query(query: str) -> dict:
    if not query.strip():
        return {"errors": [{"message": "Failed to parse an empty query"}]}  # query_tool returns it
    try:
        data = {"jobs": STORE[query.strip()]}
    except KeyError as e:
        return {"data": None, "errors": [{"message": f"Failed to execute the query: {e}"}]}  # query_tool returns it
    if len(data["jobs"]) > 100:
        # Fine: a partial result, its data with the errors beside it.
        return {"data": data, "errors": [{"message": "truncated to 100 jobs"}]}
    return {"data": data, "errors": []}


def check_query(query: str) -> dict:
    # Fine: an empty errors list is no failure.
    if query:
        return {"errors": []}
    # Fine: a validator's findings as texts are its answer.
    return {"valid": False, "errors": ["the query is empty"]}
