// Unit tests provoke errors on purpose; their structured logs would only bury the results.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
