class BaseTools:
    def __init__(self, store):
        self.store = store
