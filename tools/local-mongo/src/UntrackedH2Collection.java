import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.bson.Document;
import org.h2.mvstore.MVMap;

/**
 * The H2 backend's collection without its data-size statistic (docs/adr/0281): the published one
 * BSON-encodes a document on every insert and delete and both versions of it on every update, and
 * writes the running total to the collection's meta map, only to report `size` in collStats and
 * dbStats, which nothing of the product reads.
 */
final class UntrackedH2Collection extends H2Collection {
  UntrackedH2Collection(MongoDatabase database, String name, CollectionOptions options, MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursors) {
    super(database, name, options, dataMap, metaMap, cursors);
  }

  @Override
  protected boolean tracksDataSize() {
    return false;
  }
}
