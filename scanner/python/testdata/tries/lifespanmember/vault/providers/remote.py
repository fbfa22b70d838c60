class RemoteSecretStore:
    def read(self, name: str) -> str:
        # Fine: the server's lifespan never builds this implementation of SecretStore.
        raise ConnectionError("the remote store is unreachable")
