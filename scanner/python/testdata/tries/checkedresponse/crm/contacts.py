from crm.client import Client, LooseClient


def contact_details(contact_id: int) -> dict:
    client = Client("https://crm.example")
    response = client.get(f"/contacts/{contact_id}")
    if not response.ok:
        # Fine: Client.get goes through _request, which raised for any failed status.
        raise RuntimeError(f"fetch failed: {response.status_code}")
    return response.json()


def remove_contact(contact_id: int) -> str:
    client = Client("https://crm.example")
    response = client.delete(f"/contacts/{contact_id}")
    if not response.ok:
        # Fine: Client.delete raised first.
        raise RuntimeError(f"delete failed: {response.status_code}")
    return "removed"


def loose_details(contact_id: int) -> dict:
    client = LooseClient("https://crm.example")
    response = client.get(f"/contacts/{contact_id}")
    if not response.ok:
        raise RuntimeError(f"fetch failed: {response.status_code}")  # want: raisederror related=crm/server.py:10
    if response.status_code != 200:
        # A test other than the failure test: a 204 gets here.
        raise RuntimeError("no content")  # want: raisederror related=crm/server.py:10
    return response.json()


def unwatch(contact_id: int) -> dict:
    client = Client("https://crm.example")
    try:
        resp = client.delete(f"/watchers/{contact_id}")
        # Fine: delete raised for every failed status before it returned.
        return {"success": resp.status_code in (200, 204)}
    except Exception as e:
        return {"success": False, "error": str(e)}  # want: softerror


def unwatch_loose(contact_id: int) -> dict:
    resp = LooseClient("https://crm.example").get(f"/watchers/{contact_id}")
    # Not fine: LooseClient.get lets a 4xx through, and the flag is false on it.
    return {"success": resp.ok}  # want: softerror


def refresh_contact(contact_id: int) -> dict:
    client = Client("https://crm.example")
    try:
        path = f"/contacts/{contact_id}/refresh"
        resp = client.get(path)
        # Fine: the flag, held in a variable, reads the status of a response get checked.
        success = resp.status_code in (200, 204)
        log_status(resp.status_code)
        return {"success": success, "status_code": resp.status_code}
    except Exception as e:
        return {"success": False, "error": str(e)}  # want: softerror


def refresh_loose(contact_id: int) -> dict:
    resp = LooseClient("https://crm.example").get(f"/contacts/{contact_id}/refresh")
    ok = resp.status_code == 200
    # Not fine: LooseClient.get lets a 4xx through.
    return {"success": ok}  # want: softerror


def refresh_retried(contact_id: int) -> dict:
    client = Client("https://crm.example")
    resp = client.get(f"/contacts/{contact_id}/refresh")
    if resp.status_code == 202:
        resp = LooseClient("https://crm.example").get(f"/contacts/{contact_id}")
    # Not fine: the response read may be the loose client's.
    return {"success": resp.ok}  # want: softerror


def log_status(code: int) -> None:
    print(code)
