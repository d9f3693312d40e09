import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * Starts mongo-java-server on host:port. With a data file it keeps data on disk (H2 MVStore);
 * without one it keeps data in memory (tests). Prints a fixed ready line that process
 * supervisors and container log waits look for.
 *
 * Usage: LocalMongoServer [host] [port] [dataFile]
 */
public final class LocalMongoServer {
  public static final String READY_LINE = "local-mongo ready on ";

  public static void main(String[] args) throws Exception {
    String host = args.length > 0 ? args[0] : "127.0.0.1";
    int port = args.length > 1 ? Integer.parseInt(args[1]) : 27017;
    String dataFile = args.length > 2 ? args[2] : null;
    MongoBackend backend = dataFile == null ? new MemoryBackend() : new H2Backend(dataFile);
    MongoServer server = new MongoServer(backend);
    server.bind(host, port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown));
    System.out.println(READY_LINE + host + ":" + port + (dataFile == null ? " (memory)" : " (" + dataFile + ")"));
    System.out.flush();
    Thread.currentThread().join();
  }
}
