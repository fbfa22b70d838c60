from .session import forge
