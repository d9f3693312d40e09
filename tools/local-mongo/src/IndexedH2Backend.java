import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import org.h2.mvstore.MVStore;

/** mongo-java-server's H2 backend whose databases are IndexedH2Database. */
final class IndexedH2Backend extends H2Backend {
  IndexedH2Backend(MVStore mvStore) {
    super(mvStore);
  }

  @Override
  protected MongoDatabase openOrCreateDatabase(String name) {
    return new IndexedH2Database(name, getMvStore(), getCursorRegistry());
  }
}
