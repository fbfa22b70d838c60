"""Adapters a dispatcher returns, each in the branch of the operation its callers name."""


def get_item(item_id):
    try:
        return {"item": fetch(item_id)}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=get_item


def stop_item(item_id):
    # Only the tool that checks the result asks for "stop": no tool returns this as is.
    try:
        halt(item_id)
        return {"stopped": True}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}


def list_items():
    try:
        return {"items": fetch_all()}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=list_items


def check():
    try:
        return {"checked": probe()}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=check


def orphan():
    # No tool asks for "orphan".
    try:
        return {"orphan": probe()}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}


def archive(payload):
    try:
        return {"archived": store(payload)}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=archive


def restore(payload):
    try:
        return {"restored": load(payload)}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=restore


def purge(payload):
    try:
        return {"purged": drop(payload)}
    except OSError as e:
        return {"error": {"code": "io", "message": str(e)}}  # want: softerror lead=purge
