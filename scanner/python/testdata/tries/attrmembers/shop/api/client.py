import requests

from .orders import OrdersAPI


class ApiError(Exception):
    pass


class Client:
    def __init__(self, host: str):
        self.host = host
        self.session = requests.Session()
        self.orders = OrdersAPI(self)

    def _handle_error(self, response) -> None:
        if response.status_code == 404:
            raise ApiError("not found")  # want: raisederror
        raise ApiError(f"HTTP {response.status_code}")  # want: raisederror

    def request(self, method: str, path: str):
        try:
            response = self.session.request(method, self.host + path)
            if response.status_code == 200:
                return response.json()
            self._handle_error(response)
            return None
        except requests.RequestException as e:
            raise ApiError(f"Network error: {e}")  # want: raisederror

    def get(self, path: str):
        return self.request("GET", path)
