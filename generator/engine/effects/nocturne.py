"""nocturne cards."""
