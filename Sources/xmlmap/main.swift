import Mappers
import XMLMapCommandLine
import XMLMapKit

XMLMapCommand.main(registry: .builtIn)
