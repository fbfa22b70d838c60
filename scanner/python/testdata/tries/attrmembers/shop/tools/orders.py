from ..utils import create_client


def list_orders():
    client = create_client()
    return client.orders.list_orders()


def cancel_order(order_id: str):
    try:
        client = create_client()
        return client.orders.cancel(order_id)
    except Exception as e:
        return {"error": str(e)}
