from shop.tools.notes import NoteTools
from shop.tools.orders import OrderTools


class Manager:
    def __init__(self, store):
        self.orders = OrderTools(store)
        self.notes = NoteTools(store)
