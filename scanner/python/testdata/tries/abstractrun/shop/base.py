"""Actions are subclasses of BaseAction; safe_run hands on what each subclass's run returns."""

from abc import ABC, abstractmethod


class BaseAction(ABC):
    name = "action"

    @abstractmethod
    async def run(self, **kwargs) -> str:
        """Each action does its work here."""

    async def safe_run(self, **kwargs) -> str:
        try:
            return await self.run(**kwargs)
        except TimeoutError:
            return f"Error: {self.name} timed out"

    async def run_plain(self, **kwargs) -> str:
        return await self.run(**kwargs)

    def format_error(self, e: Exception) -> str:
        return f"Error in {self.name}: {e}"


class BaseReport(ABC):
    @abstractmethod
    def render(self) -> str:
        raise NotImplementedError

    def show(self) -> str:
        return self.render()
