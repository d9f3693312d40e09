import de.bwaldvogel.mongo.backend.KeyValue;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.h2.mvstore.type.ObjectDataType;

/**
 * The key order of the on-disk indexes, as mongo-java-server's H2 backend stores them, without
 * serialising every key at every comparison.
 *
 * An index's keys are KeyValue objects, which H2's default type (ObjectDataType) orders by their
 * Java-serialised bytes, serialising both sides of every comparison: a lookup in an index of a
 * few hundred thousand keys cost about forty serialisations, the largest share of the storage
 * server's CPU on a store holding a term of data. This type keeps that very order (so stores
 * written before read the same), and keeps the bytes instead: the searched key is serialised
 * once per search from the root to a leaf (kept by its identity for the thread searching: a
 * KeyValue copies its values and never changes), and a page's keys once while the page is in
 * memory (cached by the page's key array, which H2 replaces rather than changes when a page is
 * modified). Reading and writing keys is ObjectDataType's own.
 */
final class IndexKeyOrder extends ObjectDataType {
  /** Serialised keys of the pages searched, by the page's key array (identity), dropped with the page. */
  private final Map<Object[], byte[][]> pageBytes = Collections.synchronizedMap(new WeakHashMap<>());
  /** The key this thread searched last and its bytes: a search asks each page on its way down with the same key object. */
  private final ThreadLocal<Searched> lastSearched = ThreadLocal.withInitial(Searched::new);

  private static final class Searched {
    Object key;
    byte[] bytes;
  }

  @Override
  public int binarySearch(Object key, Object storage, int size, int initialGuess) {
    if (!(key instanceof KeyValue)) return super.binarySearch(key, storage, size, initialGuess);
    Object[] keys = (Object[]) storage;
    byte[][] known = pageBytes.computeIfAbsent(keys, k -> new byte[k.length][]);
    byte[] wanted = bytesOfSearched(key);
    // BasicDataType.binarySearch, comparing bytes kept for the page.
    int low = 0;
    int high = size - 1;
    int x = initialGuess - 1;
    if (x < 0 || x > high) x = high >>> 1;
    while (low <= high) {
      int c = compareAt(key, wanted, keys, known, x);
      if (c > 0) low = x + 1;
      else if (c < 0) high = x - 1;
      else return x;
      x = (low + high) >>> 1;
    }
    return ~low;
  }

  private byte[] bytesOfSearched(Object key) {
    Searched last = lastSearched.get();
    if (last.key != key) {
      last.bytes = serialize(key);
      last.key = key;
    }
    return last.bytes;
  }

  private int compareAt(Object key, byte[] wanted, Object[] keys, byte[][] known, int i) {
    Object other = keys[i];
    if (other == key) return 0;
    if (!(other instanceof KeyValue) || i >= known.length) return compare(key, other);
    byte[] bytes = known[i];
    if (bytes == null) {
      bytes = serialize(other);
      known[i] = bytes;
    }
    return compareNotNull(wanted, bytes);
  }
}
