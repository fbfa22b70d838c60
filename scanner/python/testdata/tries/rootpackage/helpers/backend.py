def quota(owner):
    # Fine: it only ever answers with data.
    return {"owner": owner, "left": 10}
