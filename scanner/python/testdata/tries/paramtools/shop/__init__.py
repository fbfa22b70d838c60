"""Each module defines its tools inside a register function (paramtools.go); the package only
re-exports them, which registers nothing."""

from .orders import register_order_tools
from .stock import register_stock_tools

__all__ = ["register_order_tools", "register_stock_tools"]
