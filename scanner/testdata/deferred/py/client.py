# A client of another server: it reads is_error (a needle) and sets none.
def fetch_item(item_id):
    res = call_upstream(item_id)
    if res.is_error:
        raise ValueError(f"lookup of {item_id} failed")
    return res.text


def call_upstream(item_id):
    return item_id
