// Async boundary: shared modules are negotiated by the federation runtime before the shell runs.
import('./bootstrap');
