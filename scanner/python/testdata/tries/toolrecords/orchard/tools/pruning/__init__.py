from .pruning import burn_branches, trim_tree
