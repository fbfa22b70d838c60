from shop.base import BaseAction, BaseReport
from shop.lookup import Lookup
from shop.reports import Totals


class Actions:
    def __init__(self):
        self._actions = {"lookup": Lookup()}
        self._reports = {"totals": Totals()}

    def get_action(self, name: str) -> BaseAction:
        return self._actions[name]

    def get_report(self, name: str) -> BaseReport:
        return self._reports[name]
