import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import org.h2.mvstore.MVStore;

/**
 * Starts mongo-java-server on host:port. With a data file it keeps data on disk (H2 MVStore);
 * without one it keeps data in memory (tests). Prints a fixed ready line that process
 * supervisors and container log waits look for.
 *
 * Usage: LocalMongoServer [host] [port] [dataFile]
 *
 * On disk, the H2 page cache is LOCAL_MONGO_CACHE_MB (default 256) instead of H2's 16 MB: every
 * page read from the file is decoded, and with the default the student documents of a few
 * hundred players no longer fit, which halved read throughput. Documents are held in memory and
 * written as BSON rather than as object graphs and with Java serialisation (BsonBytes and
 * BsonDocumentType, docs/adr/0282, 0283).
 * On disk the indexes keep their order without serialising keys at every comparison
 * (IndexKeyOrder, docs/adr/0280). Collections keep no data-size statistic (collStats and dbStats
 * `size`), which cost a BSON encoding of every written document (docs/adr/0281).
 */
public final class LocalMongoServer {
  public static final String READY_LINE = "local-mongo ready on ";

  public static void main(String[] args) throws Exception {
    String host = args.length > 0 ? args[0] : "127.0.0.1";
    int port = args.length > 1 ? Integer.parseInt(args[1]) : 27017;
    String dataFile = args.length > 2 ? args[2] : null;
    MongoBackend backend = dataFile == null ? new UntrackedMemoryBackend() : onDisk(dataFile);
    MongoServer server = new MongoServer(backend);
    server.bind(host, port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown));
    System.out.println(READY_LINE + host + ":" + port + (dataFile == null ? " (memory)" : " (" + dataFile + ")"));
    System.out.flush();
    Thread.currentThread().join();
  }

  /** LOCAL_MONGO_INDEX_ORDER=stock runs the H2 backend as published: the test that both read the same files uses it. */
  private static MongoBackend onDisk(String dataFile) {
    MVStore store = openStore(dataFile);
    if ("stock".equals(System.getenv("LOCAL_MONGO_INDEX_ORDER"))) return new H2Backend(store);
    IndexedH2Database.store = store;
    return new IndexedH2Backend(store);
  }

  private static MVStore openStore(String dataFile) {
    String cacheMb = System.getenv("LOCAL_MONGO_CACHE_MB");
    int cache = cacheMb == null || cacheMb.isBlank() ? 256 : Integer.parseInt(cacheMb.trim());
    return new MVStore.Builder().fileName(dataFile).cacheSize(cache).open();
  }
}
