def render(status: str, message: str) -> str:
    return f"status: {status}\nmessage: {message}"


async def run_cached(sql: str) -> str:
    if "--" in sql:
        return render("error", "comments are not allowed")
    return render("ok", sql)


async def describe(sql: str) -> str:
    return render("ok", sql)
