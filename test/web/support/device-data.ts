/** Everything IndexedDB holds on the device, every database and store, as text: to check what is left after sign-out. */
export async function indexedDbText(): Promise<string> {
  const parts: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    for (const storeName of Array.from(db.objectStoreNames)) {
      const store = db.transaction(storeName).objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      parts.push(JSON.stringify({ name, storeName, keys, values }));
    }
    db.close();
  }
  return parts.join('\n');
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}
