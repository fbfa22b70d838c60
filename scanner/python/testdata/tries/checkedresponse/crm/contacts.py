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
