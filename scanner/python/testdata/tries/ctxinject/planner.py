class Session:
    def sample(self, plot: str) -> str:
        return plot
