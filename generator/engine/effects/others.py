"""others cards."""
