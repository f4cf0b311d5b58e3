"""The parts of scripts/bench-daemon.py (make bench-daemon)."""
