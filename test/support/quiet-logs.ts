// Unit tests provoke errors on purpose; their structured logs would only bury the results.
process.env.LOG_LEVEL ??= 'SILENT';
