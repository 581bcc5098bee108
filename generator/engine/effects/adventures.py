"""adventures cards."""
