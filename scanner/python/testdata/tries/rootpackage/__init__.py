"""The checkout is the package: installed as opskit, which this folder's name is not."""
