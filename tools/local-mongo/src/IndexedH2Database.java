import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import java.util.List;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * mongo-java-server's H2 database with its unique indexes ordered by IndexKeyOrder (docs/adr/0280):
 * the map of an index is opened here with that key type, under the name the H2 backend gives it,
 * before the backend opens it by name (MVStore returns the map already open). Its collections are
 * UntrackedH2Collection (docs/adr/0281), on the maps the H2 backend names for them, their
 * documents held and written as BSON (BsonBytes and BsonDocumentType, docs/adr/0282, 0283).
 */
final class IndexedH2Database extends H2Database {
  /** The store of this process (one): H2Database's constructor opens the indexes before a subclass field could be set. */
  static volatile MVStore store;

  IndexedH2Database(String name, MVStore mvStore, CursorRegistry cursors) {
    super(name, mvStore, cursors);
  }

  @Override
  protected Index<Object> openOrCreateUniqueIndex(String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
    store.openMap(getFullCollectionNamespace(collectionName) + "._index_" + indexName, new MVMap.Builder<KeyValue, Object>().keyType(new IndexKeyOrder()));
    return super.openOrCreateUniqueIndex(collectionName, indexName, keys, sparse);
  }

  @Override
  protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
    String namespace = getFullCollectionNamespace(collectionName);
    return new UntrackedH2Collection(this, collectionName, options, store.openMap("databases." + namespace, new MVMap.Builder<Object, Object>().valueType(new BsonDocumentType())), store.openMap("meta." + namespace), cursorRegistry);
  }
}
