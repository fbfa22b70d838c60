"""The client the tools use: its methods are the mixins'."""

from .orders import OrdersMixin
from .projects import ProjectsMixin


class Fetcher(ProjectsMixin, OrdersMixin):
    """All operations."""

    def cancel(self, order_id: str) -> None:
        return None
