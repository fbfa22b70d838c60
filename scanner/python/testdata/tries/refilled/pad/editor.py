from pad.service import Service


class Editor:
    def __init__(self):
        self.service = Service()
